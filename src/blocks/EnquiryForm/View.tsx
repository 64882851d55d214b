import { getTranslations } from 'next-intl/server'
import Link from 'next/link'

import type { Locale } from '@/i18n/routing'
import type { EnquiryFormBlock } from '@/payload-types'
import { getSiteForm, getSiteSettings } from '@/lib/data'
import { localizePath } from '@/lib/routes'
import { MAP_TILE_URL } from '@/lib/security-headers'
import { OfficeDetails } from '@/sections/contact/OfficeDetails'
import { LazyOfficeMap as OfficeMap } from '@/sections/contact/LazyOfficeMap'
import { PageForm } from '../Form/View'

/**
 * The contact form first, then the offices and the map. The form is the one
 * staff edit under Forms (its fields, rules and words); the heading and intro
 * are this block's, the offices and e-mail the site settings'.
 */
export async function EnquiryFormView({
  block,
  locale,
}: {
  block: EnquiryFormBlock
  locale: Locale
}) {
  const t = await getTranslations('contact')
  const settings = (await getSiteSettings(locale)).value
  const form = (await getSiteForm(locale, 'contact')).value
  const privacyNote = t.rich('form.privacy', {
    link: (chunks) => (
      <Link
        href={localizePath('/privacy-policy', locale)}
        className="font-medium text-brand underline underline-offset-2"
      >
        {chunks}
      </Link>
    ),
  })

  return (
    <section className="px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
      <div className="mx-auto grid max-w-[1200px] gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        {/* The form comes first: on a phone it starts within the first screens,
            above the offices and the map; on wide screens it leads on the start side. */}
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 className="text-2xl font-semibold text-ink">{block.title}</h2>
          {block.lead ? <p className="mb-6 mt-2 text-muted">{block.lead}</p> : null}
          {form ? (
            <PageForm
              form={form}
              locale={locale}
              pagePath="/contact"
              title={block.title || form.title}
              note={privacyNote}
            />
          ) : (
            <p role="status" className="text-ink">
              {t('form.unavailable')}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-6">
          <OfficeDetails
            kuwait={settings.kuwait}
            abuDhabi={settings.abuDhabi}
            email={settings.email}
          />
          <OfficeMap
            latitude={settings.kuwait.latitude}
            longitude={settings.kuwait.longitude}
            title={settings.kuwait.title}
            address={settings.kuwait.address}
            phone={settings.kuwait.mobile}
            tileUrl={MAP_TILE_URL}
            attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
            label={t('map.label')}
          />
        </div>
      </div>
    </section>
  )
}
