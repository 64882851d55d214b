import Image from 'next/image'

import type { Testimonial } from '@/lib/data'

/** One client's quote: their logo, the quote, their name and position. */
export function TestimonialCard({
  item,
  compact = false,
}: {
  item: Testimonial
  /** Smaller type and padding, for cards side by side in a grid. */
  compact?: boolean
}) {
  return (
    <figure
      className={`flex h-full flex-col items-center rounded-3xl border border-slate-200 bg-white text-center shadow-[0_20px_50px_rgba(11,31,51,0.08)] ${compact ? 'px-6 py-8' : 'px-6 py-10 sm:px-12'}`}
    >
      <Image
        src={item.logoUrl}
        alt={item.logoAlt}
        width={180}
        height={60}
        unoptimized={item.logoUrl.endsWith('.svg') || !item.logoUrl.startsWith('/')}
        className={compact ? 'h-10 w-auto' : 'h-12 w-auto'}
      />
      <blockquote
        className={`mt-6 flex-1 leading-relaxed text-ink ${compact ? 'text-base' : 'text-lg sm:text-xl'}`}
      >
        <p>{item.quote}</p>
      </blockquote>
      <figcaption className="mt-6">
        <span className="block font-semibold">{item.authorName}</span>
        {item.authorPosition ? (
          <span className="block text-sm text-muted">{item.authorPosition}</span>
        ) : null}
      </figcaption>
    </figure>
  )
}
