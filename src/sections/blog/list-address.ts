import 'server-only'

import { hasLocale } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import { notFound, permanentRedirect } from 'next/navigation'

import { routing, type Locale } from '@/i18n/routing'
import { localizePath } from '@/lib/routes'
import { listPagePath, parseListPage } from './paging'

/**
 * The language and page number of a list's later page (`<list>/page/<n>`):
 * `/page/1` and numbers with leading zeros are sent to their one address,
 * anything else that is not a page number is not found.
 */
export async function listPageAddress(
  params: Promise<{ locale: string; page: string }>,
  listPath: (params: { locale: string; page: string }) => string,
): Promise<{ locale: Locale; page: number }> {
  const resolved = await params
  const { locale, page: segment } = resolved
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const parsed = parseListPage(segment)
  if (parsed.kind === 'invalid') notFound()
  if (parsed.kind === 'redirect')
    permanentRedirect(localizePath(listPagePath(listPath(resolved), parsed.page), locale))
  return { locale, page: parsed.page }
}
