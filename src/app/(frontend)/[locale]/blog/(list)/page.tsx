import { getTranslations } from 'next-intl/server'

import { Container } from '@/components/Container'
import { PageHero } from '@/components/PageHero'
import { StateMessage } from '@/components/StateMessage'
import { pageLocale, staticMetadata, type LocaleProps } from '@/i18n/page-locale'
import { DOCUMENT_PAGES, localizePath } from '@/lib/routes'
import { getPublishedPosts, valueOrThrow } from '@/lib/data'
import { formatLongDate } from '@/sections/blog/dates'
import { PostCard } from '@/sections/blog/PostCard'

export const generateMetadata = staticMetadata('blog')

/** The blog list (docs/PRODUCT.md, Blog list): title, subtitle and the published posts, newest first. */
export default async function BlogPage(props: LocaleProps) {
  const locale = await pageLocale(props)
  const [t, read] = await Promise.all([
    getTranslations({ locale, namespace: 'blog.list' }),
    getPublishedPosts(locale),
  ])
  // A failed read shows the page's error state (error.tsx), never an empty blog.
  const posts = valueOrThrow(read, 'blog posts')

  return (
    <main id="main">
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
        </Container>
      </section>
    </main>
  )
}
