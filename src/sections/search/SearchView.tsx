import { getTranslations } from 'next-intl/server'

import { Container } from '@/components/Container'
import { IntentLink } from '@/components/IntentLink'
import { PageHero } from '@/components/PageHero'
import type { Locale } from '@/i18n/routing'
import { getSearchIndex } from '@/lib/data'
import { localizePath } from '@/lib/routes'
import { checkQuery, QUERY_MAX, type SearchResult } from '@/lib/search/engine'
import type { SnippetPart } from '@/lib/search/snippet'
import { SEARCH_PATH, SearchForm } from './SearchForm'

/** Matched words marked, every part a text node: no markup from content or query reaches the page. */
/** A result's title or words shown in English in place of missing Arabic (lib/fallback) say so. */
const ENGLISH = { lang: 'en', dir: 'ltr' } as const

function Marked({ parts }: { parts: SnippetPart[] }) {
  return parts.map((part, index) =>
    part.hit ? (
      <mark key={index} className="rounded-sm bg-brand-soft px-0.5 text-ink">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  )
}

/**
 * The search page (docs/PRODUCT.md, Site search): the box with the query,
 * then a message (nothing asked, too short, too long, search unavailable, no
 * results) or the results, best first, each with its type, its title and a
 * snippet with the matched words marked, linking to the page in this language.
 */
export async function SearchView({ locale, raw }: { locale: Locale; raw: unknown }) {
  const t = await getTranslations({ locale, namespace: 'search' })
  const check = checkQuery(raw)
  const query =
    check.kind === 'ok' ? check.query : typeof raw === 'string' ? raw.slice(0, QUERY_MAX) : ''
  let results: SearchResult[] = []
  let message: string | null = null
  if (check.kind === 'ok') {
    const index = await getSearchIndex(locale)
    if (!index.ok) message = t('unavailable')
    else results = index.value.search(check.query)
  } else message = check.kind === 'long' ? t('long', { max: QUERY_MAX }) : t(check.kind)

  return (
    <main id="main">
      <PageHero art="blog" size="compact" title={t('title')} />
      <section aria-label={t('resultsLabel')} className="bg-surface py-12 lg:py-16">
        <Container narrow>
          <SearchForm
            action={localizePath(SEARCH_PATH, locale)}
            look="page"
            id="search-page-query"
            query={query}
            labels={{ label: t('title'), placeholder: t('placeholder'), submit: t('submit') }}
          />
          <div aria-live="polite" className="mt-8">
            {message ? (
              <p className="text-lg text-slate-700">{message}</p>
            ) : (
              <>
                <h2 className="text-xl font-bold text-ink">
                  {results.length
                    ? t('results', { count: results.length, query })
                    : t('noResults', { query })}
                </h2>
                {results.length === 0 ? (
                  <p className="mt-3 text-slate-700">{t('noResultsHint')}</p>
                ) : null}
              </>
            )}
          </div>
          {results.length ? (
            <ol className="mt-6 grid gap-4">
              {results.map((result) => (
                <li key={result.id}>
                  <article className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
                    <p className="text-sm font-semibold text-brand">{t(`types.${result.type}`)}</p>
                    <h3 className="mt-1 text-lg font-bold text-ink">
                      {/* Fetched ahead only when reached for: a post's result fetched the blog's
                          boundaries' code ahead, 9.5 KB the search page did not use. */}
                      <IntentLink
                        href={localizePath(result.path, locale)}
                        className="hover:text-brand-strong hover:underline"
                        {...(result.english.title ? ENGLISH : {})}
                      >
                        <Marked parts={result.titleParts} />
                      </IntentLink>
                    </h3>
                    {result.snippet.length ? (
                      <p className="mt-2 leading-relaxed text-slate-700">
                        {result.english.text ? (
                          <span {...ENGLISH}>
                            <Marked parts={result.snippet} />
                          </span>
                        ) : (
                          <Marked parts={result.snippet} />
                        )}
                      </p>
                    ) : null}
                  </article>
                </li>
              ))}
            </ol>
          ) : null}
        </Container>
      </section>
    </main>
  )
}
