import 'server-only'

import { hasLocale } from 'next-intl'
import { getTranslations } from 'next-intl/server'

import { routing, type Locale } from '@/i18n/routing'
import { getPublishedPosts, getTopic } from '@/lib/data'
import type { PostSummary } from '@/lib/data/blog'
import { serverUrl } from '@/lib/env'
import { DOCUMENT_PAGES, PAGES } from '@/lib/routes'
import { companyName } from '@/lib/seo'
import { blogFeedXml, feedType, type FeedKind } from './feed'
import { postsOfTopic } from './topics'

type Context = { params: Promise<{ locale: string; slug?: string }> }

const notFound = () => new Response('Not found', { status: 404 })

/** When the posts cannot be read: a 503 a reader retries, never an empty feed that would look like every post was withdrawn. */
const unavailable = () =>
  new Response('The blog cannot be read right now.', {
    status: 503,
    headers: { 'Retry-After': '60', 'Cache-Control': 'no-store' },
  })

type Source = { listPath: string; title: string; description: string; posts: PostSummary[] }

/** What the feed at this address follows: the whole blog, or one topic (`slug`); null when there is no such topic. */
async function sourceOf(
  locale: Locale,
  slug: string | undefined,
): Promise<Source | null | 'failed'> {
  const [read, t] = await Promise.all([
    getPublishedPosts(locale),
    getTranslations({ locale, namespace: 'blog.list' }),
  ])
  if (!read.ok) return 'failed'
  if (slug === undefined)
    return {
      listPath: PAGES.blog.path,
      title: t('title'),
      description: t('subtitle'),
      posts: read.value,
    }
  const topic = await getTopic(locale, slug)
  if (!topic.ok) return 'failed'
  if (!topic.value) return null
  return {
    listPath: DOCUMENT_PAGES.blogTopic.path(topic.value.slug),
    title: t('topicTitle', { topic: topic.value.name }),
    description: topic.value.description || t('subtitle'),
    posts: postsOfTopic(read.value, topic.value.id),
  }
}

/**
 * A feed route's GET (app/(frontend)/[locale]/blog/…/{feed,atom}.xml): the
 * posts come from the same cached, tagged read as the blog list, so a post
 * published (or a scheduled one coming due) is in the feeds as soon as it is
 * on the list.
 */
export function feedRoute(kind: FeedKind) {
  return async function GET(_request: Request, { params }: Context): Promise<Response> {
    const { locale, slug } = await params
    if (!hasLocale(routing.locales, locale)) return notFound()
    const [source, company] = await Promise.all([sourceOf(locale, slug), companyName(locale)])
    if (source === 'failed') return unavailable()
    if (!source) return notFound()
    const xml = blogFeedXml(
      {
        locale,
        listPath: source.listPath,
        origin: serverUrl(),
        title: `${source.title} · ${company}`,
        description: source.description,
        company,
        posts: source.posts,
        now: new Date(),
      },
      kind,
    )
    return new Response(xml, {
      headers: {
        'Content-Type': `${feedType(kind)}; charset=utf-8`,
        // Readers poll; five minutes keeps a newly published post close behind.
        'Cache-Control': 'public, max-age=300',
      },
    })
  }
}
