import { ArrowLeft } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound, redirect } from 'next/navigation'

import { Container } from '@/components/Container'
import { routing, type Locale } from '@/i18n/routing'
import { DOCUMENT_PAGES, localizePath, PAGES } from '@/lib/routes'
import { missingPageMetadata, pageMetadata } from '@/lib/seo'
import {
  findPublishedPostId,
  getPublishedPost,
  getPublishedPostIds,
  getPublishedPosts,
  type Post,
  valueOrThrow,
} from '@/lib/data'
import { neighboursOf } from '@/lib/data/post-order'
import { formatLongDate } from '@/sections/blog/dates'
import { withBlogFeeds } from '@/sections/blog/list-metadata'
import { blogMetaDescription, parsePostAddress } from '@/sections/blog/logic'
import { PostBody } from '@/sections/blog/PostBody'
import { LinkPending } from '@/sections/blog/LinkPending'
import { NotFoundSignal } from '@/sections/blog/NotFoundSignal'
import { PostCover } from '@/sections/blog/PostCover'
import { PostMissingView } from '@/sections/blog/PostMissingView'
import { PostNeighbours } from '@/sections/blog/PostNeighbours'
import { RelatedPosts } from '@/sections/blog/RelatedPosts'
import { relatedPosts } from '@/sections/blog/topics'
import { pagesAtBuild } from '@/lib/stock-mode'

type Props = { params: Promise<{ locale: string; id: string }> }

/**
 * Every published post is prerendered in both languages; a post published
 * later renders on its first request and is cached from then on (dynamicParams).
 * Staff edits revalidate the site (src/cms/hooks/revalidate.ts).
 */
export const generateStaticParams = pagesAtBuild(async (): Promise<{ id: string }[]> => {
  return (await getPublishedPostIds()).value.map((id) => ({ id: String(id) }))
})

const postPath = (id: number) => DOCUMENT_PAGES.blogPost.path(id)

/**
 * The post an address names: a canonical numeric id gives the post (or null);
 * a slug or an id with leading zeros redirects to /blog/{id}; anything else is
 * not found.
 */
async function resolvePost(locale: Locale, segment: string): Promise<Post | null> {
  const address = parsePostAddress(segment)
  if (address.kind === 'invalid') return null
  if (address.kind === 'slug') {
    const id = valueOrThrow(await findPublishedPostId(address.slug), 'blog post id')
    if (id === null) return null
    redirect(localizePath(postPath(id), locale))
  }
  if (!address.canonical) redirect(localizePath(postPath(address.id), locale))
  // A failed read shows the page's error state (error.tsx), not "post not found".
  return valueOrThrow(await getPublishedPost(locale, address.id), 'blog post')
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  setRequestLocale(locale)
  const post = await resolvePost(locale, id)
  if (!post) {
    const t = await getTranslations({ locale, namespace: 'blog.post' })
    return missingPageMetadata(t('notFoundTitle'), t('notFoundDescription'))
  }
  const metadata = await pageMetadata({
    locale,
    path: postPath(post.id),
    keywordsKey: 'blog',
    title: post.title,
    description: blogMetaDescription(post),
    type: 'article',
    publishedTime: post.publishedAt ?? undefined,
    seo: post.seo,
    image: post.image
      ? {
          url: post.image.url,
          width: post.image.width,
          height: post.image.height,
          alt: post.image.alt,
        }
      : undefined,
  })
  return withBlogFeeds(metadata, locale, post.topics[0])
}

/** A blog post (docs/PRODUCT.md, Blog post): back to the list, hero image, date, title, paragraphs, previous and next. */
export default async function BlogPostPage({ params }: Props) {
  const { locale, id } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const post = await resolvePost(locale, id)
  if (!post) {
    const t = await getTranslations({ locale, namespace: 'blog.post' })
    return (
      <>
        <PostMissingView
          title={t('notFoundTitle')}
          message={t('notFoundMessage')}
          backHref={localizePath(PAGES.blog.path, locale)}
          backLabel={t('backToList')}
        />
        <NotFoundSignal />
      </>
    )
  }

  const [t, posts] = await Promise.all([
    getTranslations({ locale, namespace: 'blog.post' }),
    getPublishedPosts(locale),
  ])
  const listed = valueOrThrow(posts, 'blog posts')
  const neighbours = neighboursOf(listed, post.id)
  const related = relatedPosts(listed, post).map((other) => ({
    id: other.id,
    href: localizePath(postPath(other.id), locale),
    title: other.title,
    date: formatLongDate(other.publishedAt, locale),
    dateTime: other.publishedAt,
  }))
  const date = formatLongDate(post.publishedAt, locale)
  const link = (neighbour: { id: number; title: string } | null) =>
    neighbour
      ? { href: localizePath(postPath(neighbour.id), locale), title: neighbour.title }
      : null

  return (
    <main id="main">
      <article>
        <header className="page-hero relative isolate overflow-hidden text-white">
          <div aria-hidden="true" className="page-hero-grid absolute inset-0 -z-10" />
          <Container narrow className="pt-28 pb-32 sm:pb-40 lg:pt-36 lg:pb-48">
            <Link
              href={localizePath(PAGES.blog.path, locale)}
              className="inline-flex min-h-10 items-center gap-2 rounded-md text-sm font-semibold text-brand-soft hover:text-white"
            >
              <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {t('backToList')}
              <LinkPending label={t('loadingList')} />
            </Link>
            {date ? (
              <p className="mt-6 text-sm text-white/85">
                <span className="sr-only">{t('publishedOn')} </span>
                <time dateTime={post.publishedAt ?? undefined}>{date}</time>
              </p>
            ) : null}
            <h1 className="mt-3 text-[2rem] leading-[1.2] font-bold tracking-[-0.02em] text-balance sm:text-[2.75rem] rtl:leading-[1.45] rtl:tracking-normal">
              {post.title}
            </h1>
            {post.topics.length ? (
              <nav aria-label={t('topics')} className="mt-6">
                <ul className="flex flex-wrap gap-2">
                  {post.topics.map((topic) => (
                    <li key={topic.id}>
                      <Link
                        href={localizePath(DOCUMENT_PAGES.blogTopic.path(topic.slug), locale)}
                        className="inline-flex min-h-10 items-center rounded-full border border-white/40 px-4 text-sm font-semibold text-white hover:border-white hover:bg-white/10"
                      >
                        {topic.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </Container>
        </header>

        <Container narrow className="relative -mt-24 sm:-mt-32 lg:-mt-40">
          <div className="aspect-[1200/630] overflow-hidden rounded-2xl bg-surface shadow-[0_24px_60px_rgba(11,31,51,0.18)]">
            <PostCover image={post.image} sizes="(min-width: 864px) 800px, 100vw" preload />
          </div>
          <PostBody content={post.content} />
          <div className="pb-16 lg:pb-24">
            <RelatedPosts posts={related} heading={t('related')} />
            <PostNeighbours
              previous={link(neighbours.previous)}
              next={link(neighbours.next)}
              labels={{
                nav: t('morePosts'),
                previous: t('previous'),
                next: t('next'),
                loading: t('loading'),
              }}
            />
          </div>
        </Container>
      </article>
    </main>
  )
}
