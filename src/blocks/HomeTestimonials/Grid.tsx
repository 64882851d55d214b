import { Section } from '@/components/Section'
import type { Locale } from '@/i18n/routing'
import { getTestimonials } from '@/lib/data'
import { serverUrl } from '@/lib/env'
import type { HomeTestimonialsBlock } from '@/payload-types'
import { testimonialItems } from '@/sections/home/content'
import { TestimonialCard } from './TestimonialCard'

/**
 * The testimonials section on any page but the home page: the same quotes,
 * side by side in a grid rather than the home page's carousel, so the page
 * carries no script for them.
 */
export async function TestimonialsGridView({
  block,
  locale,
}: {
  block: HomeTestimonialsBlock
  locale: Locale
}) {
  const items = testimonialItems(await getTestimonials(locale), locale, serverUrl())
  if (!items.length) return null
  return (
    <Section title={block.title} lead={block.lead || undefined} tone="surface" centered>
      <ul
        className="grid gap-6 [grid-template-columns:repeat(auto-fill,minmax(min(320px,100%),1fr))]"
        data-testimonials-grid
      >
        {items.map((item) => (
          <li key={item.id}>
            <TestimonialCard item={item} compact />
          </li>
        ))}
      </ul>
    </Section>
  )
}
