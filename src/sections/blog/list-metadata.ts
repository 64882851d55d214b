import 'server-only'

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import { DOCUMENT_PAGES, localizePath, PAGES } from '@/lib/routes'
import { getTopic } from '@/lib/data'
import { companyName, missingPageMetadata, pageMetadata, staticPageMetadata } from '@/lib/seo'
import { feedPath, feedType, type FeedKind } from './feed'
import { blogListPath, listPagePath } from './paging'

/**
 * Every blog page names the blog's feeds in its head, so a reader pointed at
 * any of them finds the feed in its language; a topic's pages name the
 * topic's feeds first.
 */
export async function withBlogFeeds(
  metadata: Metadata,
  locale: Locale,
  topic?: { slug: string; name: string },
): Promise<Metadata> {
  const [t, company] = await Promise.all([
    getTranslations({ locale, namespace: 'blog.list' }),
    companyName(locale),
  ])
  const lists = [
    ...(topic
      ? [
          {
            path: DOCUMENT_PAGES.blogTopic.path(topic.slug),
            name: t('topicTitle', { topic: topic.name }),
          },
        ]
      : []),
    { path: PAGES.blog.path, name: t('blogFeedName', { company }) },
  ]
  const links = (kind: FeedKind) =>
    lists.map((list) => ({
      url: localizePath(feedPath(list.path, kind), locale),
      title: t(kind === 'rss' ? 'feedTitleRss' : 'feedTitleAtom', { name: list.name }),
    }))
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { [feedType('rss')]: links('rss'), [feedType('atom')]: links('atom') },
    },
  }
}

/**
 * A page of the blog list: the first is the blog page itself (its staff-set
 * search fields); a later page is its own canonical address, in both
 * languages, titled with its number.
 */
export async function blogListMetadata(locale: Locale, page: number): Promise<Metadata> {
  if (page <= 1) return withBlogFeeds(await staticPageMetadata(locale, 'blog'), locale)
  const [list, meta] = await Promise.all([
    getTranslations({ locale, namespace: 'blog.list' }),
    getTranslations({ locale, namespace: 'meta.pages.blog' }),
  ])
  const metadata = await pageMetadata({
    locale,
    path: blogListPath(page),
    keywordsKey: 'blog',
    title: list('pageTitle', { title: meta('title'), page }),
    description: meta('description'),
  })
  return withBlogFeeds(metadata, locale)
}

/** A topic's list page: its own canonical address in both languages; an unknown topic, the 404's. */
export async function topicListMetadata(
  locale: Locale,
  slug: string,
  page: number,
): Promise<Metadata> {
  const [list, meta, post, read] = await Promise.all([
    getTranslations({ locale, namespace: 'blog.list' }),
    getTranslations({ locale, namespace: 'meta.pages.blog' }),
    getTranslations({ locale, namespace: 'blog.post' }),
    getTopic(locale, slug),
  ])
  const topic = read.value
  if (!topic) return missingPageMetadata(post('notFoundTitle'), post('notFoundDescription'))
  const title = list('topicTitle', { topic: topic.name })
  const metadata = await pageMetadata({
    locale,
    path: listPagePath(DOCUMENT_PAGES.blogTopic.path(topic.slug), page),
    keywordsKey: 'blog',
    title: page > 1 ? list('pageTitle', { title, page }) : title,
    description: topic.description || meta('description'),
  })
  return withBlogFeeds(metadata, locale, topic)
}
