import { BrandMark } from '@/components/BrandMark'

/** A post without a usable cover image: the brand gradient and mark instead of an empty box. */
export function PostImageFallback() {
  return (
    <div aria-hidden="true" className="page-hero grid size-full place-items-center text-brand-soft">
      <BrandMark className="size-14 opacity-80" />
    </div>
  )
}
