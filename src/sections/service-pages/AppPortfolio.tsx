import { Smartphone } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import type { MobileItem, Platform } from '@/sections/types'
import type { Locale } from '@/i18n/routing'
import { Bullets } from './Bullets'
import { ExternalButton } from './ExternalButton'
import { FallbackImage } from './FallbackImage'

const PLATFORM_ORDER: Platform[] = ['ios', 'android']

/**
 * Apps we built: a phone screen, category, platform badges (iOS / Android),
 * name, a line, key features and a view-live-app link (new tab). Three
 * columns on wide screens.
 */
export async function AppPortfolio({ items, locale }: { items: MobileItem[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'servicePages.common' })
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="app-portfolio">
      {items.map((app) => (
        <li
          key={app.id}
          data-platforms={app.platforms.join(' ')}
          className="flex flex-col rounded-3xl border border-slate-200 bg-white p-6"
        >
          <div className="flex items-start gap-5">
            <div className="w-[104px] shrink-0 overflow-hidden rounded-[1.1rem] border-[5px] border-ink bg-white shadow-[0_14px_30px_rgba(11,31,51,0.18)]">
              <FallbackImage
                src={app.image.src}
                width={app.image.width}
                height={app.image.height}
                alt={app.image.alt}
                title={app.name}
                sizes="104px"
                className="text-xs"
              />
            </div>
            <div className="min-w-0">
              <p className="text-sm font-semibold text-brand">{app.category}</p>
              <h3 className="mt-1 text-xl font-semibold text-ink">{app.name}</h3>
              <p className="sr-only">{t('platforms.label')}</p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {PLATFORM_ORDER.filter((p) => app.platforms.includes(p)).map((platform) => (
                  <li
                    key={platform}
                    className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-2.5 py-0.5 text-[13px] font-semibold text-ink"
                  >
                    <Smartphone aria-hidden="true" className="size-3.5 text-brand" />
                    {t(`platforms.${platform}`)}
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <p className="mt-5 text-muted">{app.description}</p>
          <h4 className="mt-4 text-sm font-semibold text-ink">{t('keyFeatures')}</h4>
          <Bullets items={app.features} className="mt-2" />
          <div className="mt-auto pt-6">
            <ExternalButton
              href={app.url}
              label={t('viewLiveApp')}
              name={app.name}
              locale={locale}
            />
          </div>
        </li>
      ))}
    </ul>
  )
}
