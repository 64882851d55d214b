import { Rss } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { Container } from '@/components/Container'
import { PageHero } from '@/components/PageHero'
import { StateMessage } from '@/components/StateMessage'
import type { Locale } from '@/i18n/routing'
import type { PostSummary, TopicLink } from '@/lib/data/blog'
import { DOCUMENT_PAGES, localizePath } from '@/lib/routes'
import { BlogPager } from './BlogPager'
import { formatLongDate } from './dates'
import { feedPath, feedType } from './feed'
import { LinkPending } from './LinkPending'
import { listPagePath, type ListPage } from './paging'
import { PostCard } from './PostCard'
import { TopicFilter } from './TopicFilter'

type Props = {
  locale: Locale
  list: ListPage<PostSummary>
  /** The locale-less list: `/blog`, or a topic's page. */
  listPath: string
  hero: { eyebrow: string; title: string; lead: ReactNode }
  /** The topics to filter by (those with published posts), and the one shown. */
  topics: TopicLink[]
  topic?: TopicLink
  empty: { title: string; message: string }
}

/**
 * A page of a list of posts (docs/PRODUCT.md, Blog list and Blog topics):
 * the hero, the topics to filter by, the page's published posts newest first,
 * the numbered pages and the feed link. The blog and each topic, on every one
 * of their pages, render this one view.
 */
export async function BlogListView({ locale, list, listPath, hero, topics, topic, empty }: Props) {
  const t = await getTranslations({ locale, namespace: 'blog.list' })
  const href = (page: number) => localizePath(listPagePath(listPath, page), locale)
  const { items: posts, page, pageCount } = list
  return (
    <main id="main">
      {/* React places these in the head: search engines read the list's order from them. */}
      {page > 1 ? <link rel="prev" href={href(page - 1)} /> : null}
      {page < pageCount ? <link rel="next" href={href(page + 1)} /> : null}
      <PageHero
        art="blog"
        size="compact"
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
      />
      <section aria-label={t('postsLabel')} className="bg-surface py-16 lg:py-20">
        <Container>
          <TopicFilter
            locale={locale}
            topics={topics}
            current={topic?.id}
            labels={{ nav: t('topicsLabel'), all: t('allTopics') }}
          />
          {posts.length === 0 ? (
            <StateMessage kind="empty" title={empty.title} message={empty.message} />
          ) : (
            <ul className="grid gap-6 [grid-template-columns:repeat(auto-fill,minmax(min(350px,100%),1fr))] lg:gap-8">
              {posts.map((post, index) => (
                <li key={post.id}>
                  <PostCard
                    post={post}
                    href={localizePath(DOCUMENT_PAGES.blogPost.path(post.id), locale)}
                    date={formatLongDate(post.publishedAt, locale)}
                    readMore={t('readMore')}
                    readMoreLabel={t('readMoreAbout', { title: post.title })}
                    pending={<LinkPending label={t('loadingPost')} />}
                    eager={index === 0}
                  />
                </li>
              ))}
            </ul>
          )}
          <BlogPager
            page={page}
            pageCount={pageCount}
            href={href}
            labels={{
              nav: t('pagesLabel'),
              previous: t('previousPage'),
              next: t('nextPage'),
              page: (number) => t('pageNumber', { page: number }),
            }}
          />
          <p className="mt-10 text-center">
            <a
              href={localizePath(feedPath(listPath, 'rss'), locale)}
              type={feedType('rss')}
              className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand hover:text-brand-strong"
            >
              <Rss aria-hidden="true" className="size-4" />
              {topic ? t('topicFeedLink') : t('feedLink')}
            </a>
          </p>
        </Container>
      </section>
    </main>
  )
}
