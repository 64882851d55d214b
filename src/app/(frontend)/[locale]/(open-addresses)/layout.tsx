import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { LocaleProps } from '@/i18n/page-locale'

/**
 * The routes that answer addresses they may have no page for (the catch-all
 * and a service's slug) sit in this group for its not-found boundary alone.
 * Next renders a segment's boundary into the payload of every page under it:
 * beside the locale's layout, the site's 404 was read and rendered into every
 * page (a fifth of the contact page's render, docs/PERFORMANCE.md).
 *
 * The locale is set here again because the boundary reads it: read from the
 * request instead, it made these routes render on every request, and a
 * dynamic render answers a missing page with 200 instead of 404.
 */
export default async function OpenAddresses({
  children,
  params,
}: LocaleProps & { children: ReactNode }) {
  setRequestLocale((await params).locale)
  return children
}
