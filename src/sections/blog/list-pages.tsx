import 'server-only'

import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import type { Locale } from '@/i18n/routing'
import { getPublishedPosts, getTopic, valueOrThrow } from '@/lib/data'
import { DOCUMENT_PAGES, PAGES } from '@/lib/routes'
import { BlogListView } from './BlogListView'
import { pageOf } from './paging'
import { postsOfTopic, topicsInUse } from './topics'

/**
 * The blog's list pages: `/blog` (page 1) and `/blog/page/<n>`, a topic's
 * `/blog/topics/<slug>` and `/blog/topics/<slug>/page/<n>`. A failed read
 * shows the blog's error state (error.tsx), never an empty list; a page past
 * the last, or a topic that does not exist, is the blog's 404.
 */
export async function BlogListPage({ locale, page }: { locale: Locale; page: number }) {
  const [t, posts] = await Promise.all([
    getTranslations({ locale, namespace: 'blog.list' }),
    getPublishedPosts(locale).then((read) => valueOrThrow(read, 'blog posts')),
  ])
  const list = pageOf(posts, page)
  if (!list) notFound()
  return (
    <BlogListView
      locale={locale}
      list={list}
      listPath={PAGES.blog.path}
      hero={{ eyebrow: t('eyebrow'), title: t('title'), lead: <p>{t('subtitle')}</p> }}
      topics={topicsInUse(posts, locale)}
      empty={{ title: t('emptyTitle'), message: t('emptyMessage') }}
    />
  )
}

export async function TopicListPage({
  locale,
  slug,
  page,
}: {
  locale: Locale
  slug: string
  page: number
}) {
  const [t, posts, topic] = await Promise.all([
    getTranslations({ locale, namespace: 'blog.list' }),
    getPublishedPosts(locale).then((read) => valueOrThrow(read, 'blog posts')),
    getTopic(locale, slug).then((read) => valueOrThrow(read, 'blog topic')),
  ])
  if (!topic) notFound()
  const list = pageOf(postsOfTopic(posts, topic.id), page)
  if (!list) notFound()
  return (
    <BlogListView
      locale={locale}
      list={list}
      listPath={DOCUMENT_PAGES.blogTopic.path(topic.slug)}
      hero={{
        eyebrow: t('topicEyebrow'),
        title: topic.name,
        lead: topic.description ? <p>{topic.description}</p> : null,
      }}
      topics={topicsInUse(posts, locale)}
      topic={{ id: topic.id, slug: topic.slug, name: topic.name }}
      empty={{ title: t('emptyTitle'), message: t('topicEmptyMessage') }}
    />
  )
}
