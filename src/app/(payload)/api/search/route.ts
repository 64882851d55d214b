import { getTranslations } from 'next-intl/server'

import { isLocale } from '@/i18n/routing'
import { getSearchIndex } from '@/lib/data'
import { localizePath } from '@/lib/routes'
import { checkQuery, QUERY_MAX } from '@/lib/search/engine'

export const dynamic = 'force-dynamic'

/**
 * `GET /api/search?q=…&locale=en|ar`: the site search as JSON, the same
 * engine and rules as the /search page (docs/PRODUCT.md, Site search), for
 * scripts and a search-as-you-type box. Anonymous calls pass the API guard
 * like every /api read (limited per address, shared answers). A query the
 * page would answer with a message is a 400 with that message in the
 * requested language.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const requested = url.searchParams.get('locale') ?? 'en'
  const locale = isLocale(requested) ? requested : 'en'
  const t = await getTranslations({ locale, namespace: 'search' })
  const headers = { 'Cache-Control': 'no-store', 'Content-Language': locale }
  if (!isLocale(requested))
    return Response.json({ errors: [{ message: 'locale is en or ar.' }] }, { status: 400, headers })
  const check = checkQuery(url.searchParams.get('q'))
  if (check.kind !== 'ok') {
    const message = check.kind === 'long' ? t('long', { max: QUERY_MAX }) : t(check.kind)
    return Response.json({ errors: [{ message }] }, { status: 400, headers })
  }
  const index = await getSearchIndex(locale)
  if (!index.ok)
    return Response.json(
      { errors: [{ message: t('unavailable') }] },
      { status: 503, headers: { ...headers, 'Retry-After': '30' } },
    )
  const results = index.value.search(check.query).map((result) => ({
    type: result.type,
    title: result.title,
    url: localizePath(result.path, locale),
    snippet: result.snippet,
  }))
  return Response.json({ query: check.query, locale, results }, { headers })
}
