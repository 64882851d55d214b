import 'server-only'

import { cache } from 'react'

import type { Locale } from '@/i18n/routing'
import type { Payload } from 'payload'
import { objectPosition } from '../focal-point'
import {
  inlineImageIds,
  isRichText,
  plainTextOf,
  type LexicalNode,
  type RichTextState,
} from '../rich-text'
import { seoOf, type SeoFields } from '../seo-fields'
import { sortNewestFirst } from './post-order'
import { findInLocale } from './in-locale'
import { readContent, type Read } from './read'
import { collectionTag, documentTag } from './tags'
import { sitePath, uploadOf } from './uploads'

/**
 * The blog: the list, one post, a post's id by its slug. Visitors read
 * published posts only (the collection's access rule hides drafts on the
 * server, and the queries ask for published posts too). Staff previewing read
 * the newest drafts as if they were published: a draft's own status says
 * "draft" until it is published, so the published-only filter is left out
 * there (the post being written stays in the list and its page opens).
 */

export type PostImage = {
  url: string
  width: number
  height: number
  alt: string
  /** Where the cropped cover is anchored (the upload's focal point). */
  position?: string
}

/** A topic as a post names it (blog-topics): its address and its name in the page's language. */
export type TopicLink = { id: number; slug: string; name: string }

export type PostSummary = {
  id: number
  slug: string
  title: string
  excerpt: string
  publishedAt: string | null
  image: PostImage | null
  /** The post's topics, in the order staff gave them. */
  topics: TopicLink[]
}

export type Post = PostSummary & {
  /** The body as stored (Lexical rich text), its inline images resolved to site paths; null when empty. */
  content: RichTextState | null
  /** The body's words (descriptions, anything that needs text). */
  contentText: string
  metaDescription: string
  tags: string[]
  /** The post's search and share fields. */
  seo: SeoFields
}

const PUBLISHED = { status: { equals: 'published' } } as const
const POSTS = collectionTag('blog-posts')
/** Reads that show topic names are refreshed when a topic is renamed. */
const TOPICS = collectionTag('blog-topics')

type Doc = {
  id: number
  slug: string
  title?: string | null
  excerpt?: string | null
  published_at?: string | null
  image?: unknown
  image_url?: string | null
  topics?: unknown
}

/** The populated topics of a post (depth 1); ids left unpopulated (a deleted topic) are skipped. */
function topicsOf(value: unknown): TopicLink[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((topic) => {
    if (!topic || typeof topic !== 'object') return []
    const { id, slug, name } = topic as { id?: unknown; slug?: unknown; name?: unknown }
    if (typeof id !== 'number' || typeof slug !== 'string' || !slug) return []
    return [{ id, slug, name: typeof name === 'string' && name.trim() ? name.trim() : slug }]
  })
}

function imageOf(doc: Doc, title: string): PostImage | null {
  const upload = uploadOf(doc.image)
  // Payload gives upload URLs on SERVER_URL; the image optimizer takes site paths only.
  const uploaded = sitePath(upload?.url)
  if (upload && uploaded) {
    return {
      url: uploaded,
      width: upload.width || 1200,
      height: upload.height || 630,
      alt: upload.alt?.trim() || title,
      position: objectPosition(upload),
    }
  }
  const url = sitePath(doc.image_url)
  return url ? { url, width: 1200, height: 630, alt: title } : null
}

function summaryOf(doc: Doc): PostSummary {
  const title = doc.title?.trim() || doc.slug
  return {
    id: doc.id,
    slug: doc.slug,
    title,
    excerpt: doc.excerpt?.trim() ?? '',
    publishedAt: doc.published_at ?? null,
    image: imageOf(doc, title),
    topics: topicsOf(doc.topics),
  }
}

/**
 * The body with each inline image swapped for what the page needs (site path,
 * size, alt in the page's language with English as its fallback). Images that
 * are gone or not on this site are left out rather than shown broken.
 */
async function bodyOf(
  payload: Payload,
  value: unknown,
  locale: Locale,
): Promise<RichTextState | null> {
  if (!isRichText(value) || !value.root.children.length) return null
  const ids = [...new Set(inlineImageIds(value))]
  const images = new Map<string, PostImage>()
  if (ids.length) {
    const { docs } = await findInLocale(payload, 'blog-images', locale, (fallbackLocale) =>
      payload.find({
        collection: 'blog-images',
        where: { id: { in: ids } },
        locale,
        fallbackLocale,
        depth: 0,
        pagination: false,
        overrideAccess: false,
      }),
    )
    for (const doc of docs) {
      const url = sitePath(doc.url)
      if (url)
        images.set(String(doc.id), {
          url,
          width: doc.width || 1200,
          height: doc.height || 630,
          alt: doc.alt?.trim() ?? '',
        })
    }
  }
  const resolve = (nodes: LexicalNode[]): LexicalNode[] =>
    nodes.flatMap((node) => {
      if (node.type === 'upload') {
        const image = images.get(String(inlineImageIds({ root: { children: [node] } })[0]))
        return image ? [{ ...node, value: image }] : []
      }
      return Array.isArray(node.children) ? [{ ...node, children: resolve(node.children) }] : [node]
    })
  // Spread whole: a body that is English in place of Arabic keeps saying so (lib/fallback).
  return { ...value, root: { ...value.root, children: resolve(value.root.children) } }
}

/** Published posts, newest first (equal dates: higher id first). */
export const getPublishedPosts = cache((locale: Locale): Promise<Read<PostSummary[]>> =>
  readContent<PostSummary[]>(
    { what: 'blog posts', key: [locale], tags: [POSTS, TOPICS], fallback: [] },
    async (payload, access) => {
      const { docs } = await findInLocale(payload, 'blog-posts', locale, (fallbackLocale) =>
        payload.find({
          collection: 'blog-posts',
          locale,
          fallbackLocale,
          where: access.draft ? undefined : PUBLISHED,
          sort: '-published_at',
          depth: 1,
          pagination: false,
          ...access,
          select: {
            slug: true,
            title: true,
            excerpt: true,
            published_at: true,
            image: true,
            image_url: true,
            topics: true,
          },
        }),
      )
      return sortNewestFirst(docs.map((doc) => summaryOf(doc as Doc)))
    },
  ),
)

/** One published post by id, or null (missing, draft); in a staff preview, any post. */
export const getPublishedPost = cache((locale: Locale, id: number): Promise<Read<Post | null>> =>
  readContent<Post | null>(
    {
      what: 'blog post',
      key: [locale, id],
      tags: [documentTag('blog-posts', id), TOPICS],
      fallback: null,
    },
    async (payload, access) => {
      const byId = { id: { equals: id } }
      const { docs } = await findInLocale(payload, 'blog-posts', locale, (fallbackLocale) =>
        payload.find({
          collection: 'blog-posts',
          locale,
          fallbackLocale,
          where: access.draft ? byId : { and: [byId, PUBLISHED] },
          depth: 1,
          limit: 1,
          pagination: false,
          ...access,
        }),
      )
      const doc = docs[0]
      if (!doc) return null
      return {
        ...summaryOf(doc as Doc),
        content: await bodyOf(payload, doc.content, locale),
        contentText: plainTextOf(doc.content),
        metaDescription: doc.meta_description?.trim() ?? '',
        tags: doc.tags ?? [],
        seo: seoOf(doc.meta, doc.title ?? ''),
      }
    },
  ),
)

/** The id of the published post with this slug (for /blog/<slug> → /blog/<id>), or null. */
export const findPublishedPostId = cache((slug: string): Promise<Read<number | null>> =>
  readContent<number | null>(
    {
      what: 'blog post id',
      key: [slug],
      tags: [documentTag('blog-posts', slug)],
      fallback: null,
    },
    async (payload, access) => {
      const bySlug = { slug: { equals: slug } }
      const { docs } = await payload.find({
        collection: 'blog-posts',
        where: access.draft ? bySlug : { and: [bySlug, PUBLISHED] },
        depth: 0,
        limit: 1,
        pagination: false,
        ...access,
        select: { slug: true },
      })
      return docs[0]?.id ?? null
    },
  ),
)

/** Ids of every published post: the addresses prerendered at build time. */
export const getPublishedPostIds = (): Promise<Read<number[]>> =>
  readContent<number[]>(
    { what: 'blog post ids', key: [], tags: [POSTS], fallback: [] },
    async (payload) => {
      const { docs } = await payload.find({
        collection: 'blog-posts',
        where: PUBLISHED,
        depth: 0,
        pagination: false,
        overrideAccess: false,
        select: { slug: true },
      })
      return docs.map((doc) => doc.id)
    },
  )
