import 'server-only'

import { cache } from 'react'

import type { Locale } from '@/i18n/routing'
import { readAccess } from '@/lib/draft-reads'
import { serverUrl } from '@/lib/env'
import { objectPosition } from '@/lib/focal-point'
import { getPayloadClient } from '@/lib/payload'
import type { BlogImage } from '@/payload-types'
import {
  inlineImageIds,
  isRichText,
  plainTextOf,
  type LexicalNode,
  type RichTextState,
} from '@/lib/rich-text'
import { seoOf, type SeoFields } from '@/lib/seo-fields'
import { neighboursOf, sortNewestFirst } from './logic'

/**
 * Public reads of the blog (the list, one post, its neighbours). They
 * run as an anonymous visitor (`overrideAccess: false`): the collection's
 * access rule hides drafts on the server, and the queries ask for published
 * posts too. `cache` dedupes reads within one render. A failed
 * read throws, so the page shows its error state (error.tsx).
 *
 * Staff previewing (src/lib/draft-reads.ts) read the newest drafts as if they
 * were published: a draft's own status says "draft" until it is published, so
 * the published-only filter is left out there (the post being written stays
 * in the list and its page opens). The prerendered addresses
 * (getPublishedPostIds) are decided at build time, always as a visitor.
 */

export type PostImage = {
  url: string
  width: number
  height: number
  alt: string
  /** Where the cropped cover is anchored (the upload's focal point). */
  position?: string
}

export type PostSummary = {
  id: number
  slug: string
  title: string
  excerpt: string
  publishedAt: string | null
  image: PostImage | null
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

/** A site path stays as it is; an address on this site becomes its path; others are unusable here (CSP: images from 'self'). */
function sitePath(value: string | null | undefined): string | null {
  const url = value?.trim()
  if (!url) return null
  if (url.startsWith('/') && !url.startsWith('//')) return url
  try {
    const parsed = new URL(url)
    if (parsed.origin === new URL(serverUrl()).origin) return parsed.pathname + parsed.search
  } catch {
    // not an address
  }
  return null
}

type Doc = {
  id: number
  slug: string
  title?: string | null
  excerpt?: string | null
  published_at?: string | null
  image?: number | BlogImage | null
  image_url?: string | null
}

function imageOf(doc: Doc, title: string): PostImage | null {
  const upload = doc.image && typeof doc.image === 'object' ? doc.image : null
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
  }
}

/**
 * The body with each inline image swapped for what the page needs (site path,
 * size, alt in the page's language with English as its fallback). Images that
 * are gone or not on this site are left out rather than shown broken.
 */
async function bodyOf(value: unknown, locale: Locale): Promise<RichTextState | null> {
  if (!isRichText(value) || !value.root.children.length) return null
  const ids = [...new Set(inlineImageIds(value))]
  const images = new Map<string, PostImage>()
  if (ids.length) {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'blog-images',
      where: { id: { in: ids } },
      locale,
      fallbackLocale: 'en',
      depth: 0,
      pagination: false,
      overrideAccess: false,
    })
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
  return { root: { ...value.root, children: resolve(value.root.children) } }
}

/** Published posts, newest first (equal dates: higher id first). */
export const getPublishedPosts = cache(async (locale: Locale): Promise<PostSummary[]> => {
  const payload = await getPayloadClient()
  const access = await readAccess()
  const { docs } = await payload.find({
    collection: 'blog-posts',
    locale,
    fallbackLocale: 'en',
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
    },
  })
  return sortNewestFirst(docs.map((doc) => summaryOf(doc as Doc)))
})

/** One published post by id, or null (missing, draft); in a staff preview, any post. */
export const getPublishedPost = cache(async (locale: Locale, id: number): Promise<Post | null> => {
  const payload = await getPayloadClient()
  const access = await readAccess()
  const { docs } = await payload.find({
    collection: 'blog-posts',
    locale,
    fallbackLocale: 'en',
    where: access.draft ? { id: { equals: id } } : { and: [{ id: { equals: id } }, PUBLISHED] },
    depth: 1,
    limit: 1,
    pagination: false,
    ...access,
  })
  const doc = docs[0]
  if (!doc) return null
  return {
    ...summaryOf(doc as Doc),
    content: await bodyOf(doc.content, locale),
    contentText: plainTextOf(doc.content),
    metaDescription: doc.meta_description?.trim() ?? '',
    tags: doc.tags ?? [],
    seo: seoOf(doc.meta, doc.title ?? ''),
  }
})

/** The id of the published post with this slug (for /blog/<slug> → /blog/<id>), or null. */
export const findPublishedPostId = cache(async (slug: string): Promise<number | null> => {
  const payload = await getPayloadClient()
  const access = await readAccess()
  const { docs } = await payload.find({
    collection: 'blog-posts',
    where: access.draft
      ? { slug: { equals: slug } }
      : { and: [{ slug: { equals: slug } }, PUBLISHED] },
    depth: 0,
    limit: 1,
    pagination: false,
    ...access,
    select: { slug: true },
  })
  return docs[0]?.id ?? null
})

/** Ids of every published post: the addresses prerendered at build time. */
export async function getPublishedPostIds(): Promise<number[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'blog-posts',
    where: PUBLISHED,
    depth: 0,
    pagination: false,
    overrideAccess: false,
    select: { slug: true },
  })
  return docs.map((doc) => doc.id)
}

/** Previous (newer) and next (older) published posts around a post (docs/PRODUCT.md, Blog post). */
export const getPostNeighbours = cache(async (locale: Locale, id: number) =>
  neighboursOf(await getPublishedPosts(locale), id),
)
