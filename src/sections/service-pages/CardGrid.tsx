import { getTranslations } from 'next-intl/server'

import type { ServiceIconName } from '@/lib/icon-names'
import type { Locale } from '@/i18n/routing'
import { Bullets } from './Bullets'
import { ExternalButton } from './ExternalButton'
import { ServiceIcon } from './ServiceIcon'

/** Anything card-shaped: FeatureCard, Benefit, Module (with its learn-more `url`). */
export type CardItem = {
  id?: string
  icon: ServiceIconName
  title: string
  description: string
  features?: string[]
  /** External link at the foot of the card (new tab, rel set). */
  url?: string
}

const COLUMNS = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const

/**
 * A grid of cards: icon tile, h3 title, a line of text, optional ticked
 * feature list and optional external learn-more link. `card`: bordered white
 * cards (services, features, modules); `plain`: borderless, for short points
 * and benefits on a tinted section. One column under 640 px.
 */
export async function CardGrid({
  items,
  locale,
  columns = 3,
  variant = 'card',
  linkLabel,
  testId,
}: {
  items: CardItem[]
  locale: Locale
  columns?: 2 | 3 | 4
  variant?: 'card' | 'plain'
  /** Label of the items' `url` links (default: "Learn more"). */
  linkLabel?: string
  testId?: string
}) {
  const t = await getTranslations({ locale, namespace: 'servicePages.common' })
  const card = variant === 'card'
  return (
    <ul className={`grid gap-5 lg:gap-6 ${COLUMNS[columns]}`} data-testid={testId}>
      {items.map((item) =>
        card ? (
          <li
            key={item.id ?? item.title}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 transition-shadow duration-200 hover:shadow-lg hover:shadow-ink/5 sm:p-7"
          >
            <ServiceIcon name={item.icon} />
            <h3 className="mt-5 text-lg font-semibold text-ink">{item.title}</h3>
            <p className="mt-2 text-muted">{item.description}</p>
            {item.features && item.features.length > 0 ? (
              <Bullets items={item.features} className="mt-4" />
            ) : null}
            {item.url ? (
              <div className="mt-auto pt-5">
                <ExternalButton
                  href={item.url}
                  label={linkLabel ?? t('learnMore')}
                  name={item.title}
                  locale={locale}
                  variant="ghost"
                />
              </div>
            ) : null}
          </li>
        ) : (
          // Plain: icon beside the text on phones, above it from 640 px.
          <li key={item.id ?? item.title} className="flex gap-4 sm:flex-col sm:gap-5">
            <ServiceIcon name={item.icon} />
            <div>
              <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
              <p className="mt-2 text-muted">{item.description}</p>
              {item.features && item.features.length > 0 ? (
                <Bullets items={item.features} className="mt-4" />
              ) : null}
            </div>
          </li>
        ),
      )}
    </ul>
  )
}
