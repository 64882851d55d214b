import 'server-only'

import { hasLocale } from 'next-intl'
import { getTranslations } from 'next-intl/server'

import { routing } from '@/i18n/routing'
import { getPublishedPosts } from '@/lib/data'
import { serverUrl } from '@/lib/env'
import { companyName } from '@/lib/seo'
import { BLOG_FEEDS, blogFeedXml, type FeedKind } from './feed'

type Context = { params: Promise<{ locale: string }> }

/**
 * A feed route's GET (app/(frontend)/[locale]/blog/{feed,atom}.xml): the
 * posts come from the same cached, tagged read as the blog list, so a post
 * published (or a scheduled one coming due) is in the feed as soon as it is on
 * the list. When the posts cannot be read the answer is a 503 a reader retries,
 * never an empty feed that would look like every post was withdrawn.
 */
export function feedRoute(kind: FeedKind) {
  return async function GET(_request: Request, { params }: Context): Promise<Response> {
    const { locale } = await params
    if (!hasLocale(routing.locales, locale)) return new Response('Not found', { status: 404 })
    const [read, t, company] = await Promise.all([
      getPublishedPosts(locale),
      getTranslations({ locale, namespace: 'blog.list' }),
      companyName(locale),
    ])
    if (!read.ok) {
      return new Response('The blog cannot be read right now.', {
        status: 503,
        headers: { 'Retry-After': '60', 'Cache-Control': 'no-store' },
      })
    }
    const xml = blogFeedXml(
      {
        locale,
        origin: serverUrl(),
        title: `${t('title')} · ${company}`,
        description: t('subtitle'),
        company,
        posts: read.value,
        now: new Date(),
      },
      kind,
    )
    return new Response(xml, {
      headers: {
        'Content-Type': `${BLOG_FEEDS[kind].type}; charset=utf-8`,
        // Readers poll; five minutes keeps a newly published post close behind.
        'Cache-Control': 'public, max-age=300',
      },
    })
  }
}
