/**
 * The palm-leaf mark drawn for the project. The company name beside
 * it is text from site settings, so staff can rename the company. The stem
 * takes the text colour; the fronds are lighter on dark backgrounds.
 */
export function BrandMark({
  className = 'size-8',
  leafClassName = 'fill-teal-300',
}: {
  className?: string
  leafClassName?: string
}) {
  return (
    <svg viewBox="0 0 32 32" fill="none" aria-hidden="true" focusable="false" className={className}>
      <path d="M16 29V15" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      <path
        className={leafClassName}
        d="M16 15c-2-6-8-8-13-6 4 0 8 2 13 6Zm0 0c2-6 8-8 13-6-4 0-8 2-13 6Zm0 0c-1-5 1-10 5-12-2 3-4 7-5 12Zm0 0c1-5-1-10-5-12 2 3 4 7 5 12Z"
      />
    </svg>
  )
}
