import 'server-only'

import { DOCUMENT_PAGES, servicePath } from '../routes'
import { readContent, type Read } from './read'
import { collectionTag } from './tags'

/** A page of the sitemap that a CMS document makes, with when it last changed. */
export type DocumentEntry = { path: string; lastModified?: string }

/**
 * The service pages, posts, blog topics and stories the sitemap lists, read as an
 * anonymous visitor so drafts and inactive stories never appear. After a
 * failure: none (the static pages are still worth listing).
 */
export const getDocumentPages = (): Promise<Read<DocumentEntry[]>> =>
  readContent<DocumentEntry[]>(
    {
      what: 'sitemap documents',
      key: [],
      tags: ['services', 'blog-posts', 'blog-topics', 'success-stories'].map(collectionTag),
      fallback: [],
    },
    async (payload) => {
      const out: DocumentEntry[] = []
      const services = await payload.find({
        collection: 'services',
        sort: 'display_order',
        depth: 0,
        limit: 200,
        overrideAccess: false,
        select: { slug: true, updatedAt: true },
      })
      for (const doc of services.docs)
        out.push({ path: servicePath(doc.slug), lastModified: doc.updatedAt })
      const { docs: posts } = await payload.find({
        collection: 'blog-posts',
        where: { status: { equals: 'published' } },
        sort: '-published_at',
        depth: 0,
        limit: 1000,
        overrideAccess: false,
        select: { updatedAt: true, topics: true },
      })
      for (const doc of posts)
        out.push({ path: DOCUMENT_PAGES.blogPost.path(doc.id), lastModified: doc.updatedAt })
      // A topic's page is listed once a published post names it.
      const inUse = new Set(posts.flatMap((doc) => (doc.topics ?? []).map(Number)))
      const topics = await payload.find({
        collection: 'blog-topics',
        depth: 0,
        limit: 500,
        overrideAccess: false,
        select: { slug: true, updatedAt: true },
      })
      for (const topic of topics.docs)
        if (inUse.has(topic.id))
          out.push({
            path: DOCUMENT_PAGES.blogTopic.path(topic.slug),
            lastModified: topic.updatedAt,
          })
      const { docs: stories } = await payload.find({
        collection: 'success-stories',
        where: { is_active: { equals: true } },
        sort: 'display_order',
        depth: 0,
        limit: 200,
        overrideAccess: false,
        select: { slug: true, updatedAt: true },
      })
      for (const doc of stories)
        out.push({
          path: DOCUMENT_PAGES.successStory.path(doc.slug),
          lastModified: doc.updatedAt,
        })
      return out
    },
  )
