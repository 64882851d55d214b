/** Small soft-teal chips (tags, categories). */
export function Tags({ tags, label }: { tags: string[]; label: string }) {
  // A list's own aria-label is read by few screen readers: the name goes before it.
  return (
    <>
      <p className="sr-only">{label}</p>
      <ul className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li
            key={tag}
            className="rounded-full bg-brand-soft px-3 py-0.5 text-[13px] font-semibold text-ink"
          >
            {tag}
          </li>
        ))}
      </ul>
    </>
  )
}
