import { Icon } from '@/components/Icon'
import { Section } from '@/components/Section'
import type { Locale } from '@/i18n/routing'
import type { HomeFeaturesBlock } from '@/payload-types'
import { featureCards } from '@/sections/home/content'
import { getFeatures } from '@/lib/data'

/** Features: the block's heading over the published features, else the six built-in cards. */
export async function HomeFeaturesView({
  block,
  locale,
}: {
  block: HomeFeaturesBlock
  locale: Locale
}) {
  const cards = featureCards(await getFeatures(locale), locale)
  return (
    <Section
      id="features"
      eyebrow={block.eyebrow || undefined}
      title={block.title}
      lead={block.lead || undefined}
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="features">
        {cards.map((card) => (
          <li
            key={card.id}
            className="rounded-2xl border border-slate-200 bg-white p-6 transition-shadow duration-200 hover:shadow-lg hover:shadow-ink/5 sm:p-7"
          >
            <span className="mb-5 grid size-12 place-items-center rounded-xl bg-brand-soft text-brand">
              <Icon name={card.iconName} className="size-6" />
            </span>
            <h3 className="text-lg font-semibold">{card.title}</h3>
            {card.description ? <p className="mt-2 text-muted">{card.description}</p> : null}
          </li>
        ))}
      </ul>
    </Section>
  )
}
