import { Rss } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { Container } from '@/components/Container'
import { PageHero } from '@/components/PageHero'
import { StateMessage } from '@/components/StateMessage'
import type { Locale } from '@/i18n/routing'
import type { PostSummary } from '@/lib/data/blog'
import { DOCUMENT_PAGES, localizePath } from '@/lib/routes'
import { BlogPager } from './BlogPager'
import { formatLongDate } from './dates'
import { BLOG_FEEDS } from './feed'
import { blogListPath, type ListPage } from './paging'
import { PostCard } from './PostCard'

/**
 * A page of the blog list (docs/PRODUCT.md, Blog list): title, subtitle, the
 * page's published posts newest first, the numbered pages and the feed link.
 * `/blog` and `/blog/page/{n}` render this one view.
 */
export async function BlogListView({
  locale,
  list,
}: {
  locale: Locale
  list: ListPage<PostSummary>
}) {
  const t = await getTranslations({ locale, namespace: 'blog.list' })
  const href = (page: number) => localizePath(blogListPath(page), locale)
  const { items: posts, page, pageCount } = list
  return (
    <main id="main">
      {/* React places these in the head: search engines read the list's order from them. */}
      {page > 1 ? <link rel="prev" href={href(page - 1)} /> : null}
      {page < pageCount ? <link rel="next" href={href(page + 1)} /> : null}
      <PageHero
        art="blog"
        size="compact"
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={<p>{t('subtitle')}</p>}
      />
      <section aria-label={t('postsLabel')} className="bg-surface py-16 lg:py-20">
        <Container>
          {posts.length === 0 ? (
            <StateMessage kind="empty" title={t('emptyTitle')} message={t('emptyMessage')} />
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
                    loadingLabel={t('loadingPost')}
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
              href={localizePath(BLOG_FEEDS.rss.path, locale)}
              type={BLOG_FEEDS.rss.type}
              className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand hover:text-brand-strong"
            >
              <Rss aria-hidden="true" className="size-4" />
              {t('feedLink')}
            </a>
          </p>
        </Container>
      </section>
    </main>
  )
}
