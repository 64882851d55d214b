import { IconTile } from '@/components/IconTile'
import { headingOf, Section } from '@/components/Section'
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
    <Section id="features" {...headingOf(block)}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="features">
        {cards.map((card) => (
          <li
            key={card.id}
            className="rounded-2xl border border-slate-200 bg-white p-6 transition-shadow duration-200 hover:shadow-lg hover:shadow-ink/5 sm:p-7"
          >
            <IconTile
              name={card.iconName}
              className="mb-5 size-12 rounded-xl"
              iconClassName="size-6"
            />
            <h3 className="text-lg font-semibold">{card.title}</h3>
            {card.description ? <p className="mt-2 text-muted">{card.description}</p> : null}
          </li>
        ))}
      </ul>
    </Section>
  )
}
