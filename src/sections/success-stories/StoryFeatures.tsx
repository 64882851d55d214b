import { Container } from '@/components/Container'
import type { Story } from '@/lib/data'
import type { StoryLabels } from './story-labels'
import { ItemCard } from './StoryItemCard'

export function StoryFeatures({ story, labels }: { story: Story; labels: StoryLabels }) {
  const { items } = story.features
  if (items.length === 0) return null
  const columns = items.length % 4 === 0 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'
  return (
    <section
      aria-labelledby="features-title"
      className="bg-white py-16 lg:py-24"
      data-part="features"
    >
      <Container>
        <h2
          id="features-title"
          className="mb-10 max-w-2xl text-[2rem] font-bold tracking-[-0.01em] text-balance sm:text-[2.5rem] rtl:tracking-normal"
        >
          {story.features.title || labels.featuresFallback}
        </h2>
        <ul className={`grid gap-6 sm:grid-cols-2 ${columns}`}>
          {items.map((item) => (
            <ItemCard key={item.id} item={item} />
          ))}
        </ul>
      </Container>
    </section>
  )
}
