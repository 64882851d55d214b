import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { pageLocale } from '@/i18n/page-locale'
import { alternatesFor } from '@/lib/seo'
import { checkQuery } from '@/lib/search/engine'
import { SEARCH_PATH } from '@/sections/search/SearchForm'
import { SearchView } from '@/sections/search/SearchView'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** The first `q` only: `?q=a&q=b` searches for "a". */
const queryOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** Search answers are for people, not for search engines: kept out of their index. */
export async function generateMetadata(props: Props): Promise<Metadata> {
  const locale = await pageLocale(props)
  const t = await getTranslations({ locale, namespace: 'search' })
  const check = checkQuery(queryOf((await props.searchParams).q))
  return {
    title: check.kind === 'ok' ? t('titleFor', { query: check.query }) : t('title'),
    description: t('description'),
    robots: { index: false, follow: true },
    alternates: { languages: alternatesFor(SEARCH_PATH, locale)?.languages },
  }
}

/** `/search?q=…` and `/ar/search?q=…` (sections/search/SearchView.tsx), rendered on the server. */
export default async function SearchPage(props: Props) {
  const locale = await pageLocale(props)
  return <SearchView locale={locale} raw={queryOf((await props.searchParams).q)} />
}
