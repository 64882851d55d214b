import type { ReactNode } from 'react'

import { BackToTop } from '@/components/BackToTop'
import type { Locale } from '@/i18n/routing'
import type { StaffPage } from '@/lib/data'
import { PageJsonLd } from './PageJsonLd'

/**
 * A page drawn at its address from its document alone: its structured data,
 * its sections and, when staff ask for it, a back-to-top link. The route
 * passes the sections already drawn, with the renderer whose views it may
 * carry: the home page's slider, tabs and carousel are never bundled into
 * another page, nor the other pages' views into the home page.
 */
export function PageAtAddress({
  page,
  locale,
  children,
}: {
  page: StaffPage
  locale: Locale
  children: ReactNode
}) {
  return (
    <main id="main">
      <PageJsonLd page={page} locale={locale} />
      {children}
      {page.backToTop && <BackToTop />}
    </main>
  )
}
