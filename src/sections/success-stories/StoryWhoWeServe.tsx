import { Container } from '@/components/Container'
import type { Story } from '@/lib/data'
import { INK, isLightBackground, WHITE } from './logic'
import { ItemCard } from './StoryItemCard'

export function StoryWhoWeServe({ section }: { section: Story['sections'][number] }) {
  const light = isLightBackground(section.background)
  const headingId = `section-${section.id}-title`
  return (
    <section
      aria-labelledby={section.title ? headingId : undefined}
      className="py-16 lg:py-24"
      style={{ backgroundColor: section.background, color: light ? INK : WHITE }}
      data-part="who_we_serve"
    >
      <Container>
        {section.title ? (
          <h2
            id={headingId}
            className="mb-10 max-w-2xl text-[2rem] font-bold tracking-[-0.01em] text-balance sm:text-[2.5rem] rtl:tracking-normal"
          >
            {section.title}
          </h2>
        ) : null}
        <ul className="grid gap-6 md:grid-cols-3">
          {section.items.map((item) => (
            <ItemCard key={item.id} item={item} />
          ))}
        </ul>
      </Container>
    </section>
  )
}
