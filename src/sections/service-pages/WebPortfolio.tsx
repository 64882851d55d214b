import { getTranslations } from 'next-intl/server'

import { DeviceFrame } from '@/components/DeviceFrame'
import type { PortfolioWebItem } from '@/sections/types'
import type { Locale } from '@/i18n/routing'
import { Bullets } from './Bullets'
import { ExternalButton } from './ExternalButton'
import { FallbackImage } from './FallbackImage'
import { hostOf } from './hostOf'
import { Tags } from './Tags'

/**
 * Websites we built: each in a browser frame with its address, then title,
 * tags, a line, feature bullets and a visit-site link (new tab). Two columns
 * on wide screens.
 */
export async function WebPortfolio({
  items,
  locale,
}: {
  items: PortfolioWebItem[]
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'servicePages.common' })
  return (
    <ul className="grid gap-8 md:grid-cols-2 lg:gap-10" data-testid="web-portfolio">
      {items.map((site) => (
        <li
          key={site.id}
          className="flex flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white"
        >
          <div className="overflow-hidden bg-surface px-5 pt-5 sm:px-7 sm:pt-7">
            <DeviceFrame
              address={hostOf(site.url)}
              className="rounded-b-none border-b-0 shadow-[0_20px_40px_rgba(11,31,51,0.12)]"
            >
              <FallbackImage
                src={site.image.src}
                width={site.image.width}
                height={site.image.height}
                alt={site.image.alt}
                title={site.title}
                sizes="(min-width: 1024px) 520px, (min-width: 768px) 45vw, 92vw"
              />
            </DeviceFrame>
          </div>
          <div className="flex flex-1 flex-col p-6 sm:p-7">
            <h3 className="text-xl font-semibold text-ink">{site.title}</h3>
            <div className="mt-3">
              <Tags tags={site.tags} label={t('tags')} />
            </div>
            <p className="mt-4 text-muted">{site.description}</p>
            <Bullets items={site.features} className="mt-4" />
            <div className="mt-auto pt-6">
              <ExternalButton
                href={site.url}
                label={t('visitSite')}
                name={site.title}
                locale={locale}
              />
            </div>
          </div>
        </li>
      ))}
    </ul>
  )
}
