import { getTranslations } from 'next-intl/server'

import { Button } from '@/components/Button'
import type { Locale } from '@/i18n/routing'
import { getPublishedPosts, valueOrThrow } from '@/lib/data'
import { relationId } from '@/lib/relation-id'
import { DOCUMENT_PAGES, localizePath, PAGES } from '@/lib/routes'
import type { LatestPostsBlock } from '@/payload-types'
import { formatLongDate } from '@/sections/blog/dates'
import { PostCard } from '@/sections/blog/PostCard'
import { postsOfTopic } from '@/sections/blog/topics'
import { PageSection } from '../page-section'

/**
 * The newest posts as cards (the blog's own), then a link to the blog or the
 * topic's page. With no post yet the section says new ones will appear.
 */
export async function LatestPostsView({
  block,
  locale,
}: {
  block: LatestPostsBlock
  locale: Locale
}) {
  const [t, list, posts] = await Promise.all([
    getTranslations({ locale, namespace: 'blocks.latestPosts' }),
    getTranslations({ locale, namespace: 'blog.list' }),
    getPublishedPosts(locale).then((read) => valueOrThrow(read, 'blog posts')),
  ])
  const topicId = relationId(block.topic)
  const topic = typeof block.topic === 'object' && block.topic ? block.topic : null
  const shown = (topicId === null ? posts : postsOfTopic(posts, Number(topicId))).slice(
    0,
    Number(block.count) || 3,
  )
  const more = topic?.slug ? DOCUMENT_PAGES.blogTopic.path(topic.slug) : PAGES.blog.path
  return (
    <PageSection block={block}>
      {shown.length ? (
        <ul
          className="grid gap-6 [grid-template-columns:repeat(auto-fill,minmax(min(320px,100%),1fr))] lg:gap-8"
          data-latest-posts
        >
          {shown.map((post) => (
            <li key={post.id}>
              <PostCard
                post={post}
                href={localizePath(DOCUMENT_PAGES.blogPost.path(post.id), locale)}
                date={formatLongDate(post.publishedAt, locale)}
                readMore={list('readMore')}
                readMoreLabel={list('readMoreAbout', { title: post.title })}
                headingLevel={block.title ? 3 : 2}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">{t('empty')}</p>
      )}
      <div className="mt-10">
        <Button href={localizePath(more, locale)} variant="secondary" arrow>
          {t('all')}
        </Button>
      </div>
    </PageSection>
  )
}
