import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/routing'
import { ScrollToTop } from './ScrollToTop'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'
import { SkipLink } from './SkipLink'

/** What wraps every page, the 404s included: skip link, header, the page's <main>, footer. */
export async function SiteShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'shell' })
  return (
    <>
      <SkipLink label={t('skipToContent')} />
      <SiteHeader locale={locale} />
      {children}
      <SiteFooter locale={locale} />
      <ScrollToTop />
    </>
  )
}
