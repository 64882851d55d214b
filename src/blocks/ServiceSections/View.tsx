import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import { ServicesList } from '@/sections/what-we-do/ServicesList'

/** Every service from the CMS, one section each (its read and states in ServicesList). */
export async function ServiceSectionsView({ locale }: { locale: Locale }) {
  const t = await getTranslations('whatWeDo')
  return (
    <section aria-label={t('servicesLabel')} data-testid="services">
      {/* No Suspense here: see the home page (app/(frontend)/[locale]/page.tsx). */}
      <ServicesList locale={locale} />
    </section>
  )
}
