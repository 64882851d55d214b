import { Container } from '@/components/Container'
import { splitParagraphs } from '@/lib/text'
import type { Story } from '@/lib/data'

export function StoryOverview({ story }: { story: Story }) {
  const paragraphs = splitParagraphs(story.overview.description)
  if (!story.overview.title && paragraphs.length === 0) return null
  return (
    <section
      aria-labelledby={story.overview.title ? 'overview-title' : undefined}
      className="bg-surface py-16 lg:py-24"
      data-part="overview"
    >
      <Container>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,4fr)_minmax(0,7fr)] lg:gap-16">
          {story.overview.title ? (
            <h2
              id="overview-title"
              className="text-[2rem] font-bold tracking-[-0.01em] text-balance sm:text-[2.5rem] rtl:tracking-normal"
            >
              {story.overview.title}
            </h2>
          ) : (
            <div />
          )}
          <div className="space-y-5 text-lg leading-relaxed text-ink/85">
            {paragraphs.map((paragraph, index) => (
              <p key={index} className="whitespace-pre-line">
                {paragraph}
              </p>
            ))}
          </div>
        </div>
      </Container>
    </section>
  )
}
