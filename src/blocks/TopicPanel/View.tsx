import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/Icon'
import { Section } from '@/components/Section'
import type { TopicPanelBlock } from '@/payload-types'
import { LazyWhoWeArePanel as WhoWeArePanel } from '@/sections/about/LazyWhoWeArePanel'

/** "Who we are": the topic list and its scrolling panel (behaviour in WhoWeArePanel). */
export async function TopicPanelView({ block }: { block: TopicPanelBlock }) {
  // The list's and panel's names for screen readers are interface words, not page copy.
  const t = await getTranslations('about.whoWeAre')
  const topics = (block.topics ?? []).map((topic) => ({ ...topic, id: `who-${topic.anchor}` }))
  return (
    <Section
      id="who-we-are"
      tone="surface"
      eyebrow={block.eyebrow || undefined}
      title={block.title}
      lead={block.lead ? <span className="hidden lg:inline">{block.lead}</span> : undefined}
    >
      <WhoWeArePanel
        listLabel={t('listLabel')}
        panelLabel={t('panelLabel')}
        items={topics.map((topic) => ({ id: topic.id, label: topic.title ?? '' }))}
      >
        {topics.map((topic) => (
          <article
            key={topic.id}
            id={topic.id}
            aria-labelledby={`${topic.id}-title`}
            className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8 lg:border-0 lg:px-8 lg:py-9 lg:rounded-none lg:last:min-h-[584px] lg:[&:not(:last-child)]:border-b"
          >
            <span className="grid size-12 place-items-center rounded-xl bg-brand-soft text-brand">
              <Icon name={topic.icon} />
            </span>
            <h3 id={`${topic.id}-title`} className="mt-5 text-2xl font-bold">
              {topic.title}
            </h3>
            {(topic.paragraphs ?? []).map((paragraph, index) => (
              <p key={paragraph.id ?? index} className="mt-3 text-lg text-muted">
                {paragraph.text}
              </p>
            ))}
          </article>
        ))}
      </WhoWeArePanel>
    </Section>
  )
}
