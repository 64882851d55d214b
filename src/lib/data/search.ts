import 'server-only'

import type { CollectionSlug } from 'payload'

import type { Locale } from '@/i18n/routing'
import { documentPath } from '../document-paths'
import { DOCUMENT_PAGES, servicePath } from '../routes'
import {
  buildSearchIndex,
  type SearchDocument,
  type SearchIndex,
  type SearchType,
} from '../search/engine'
import { documentText } from '../search/document-text'
import { hasFallback, stripFallback } from '../fallback/marks'
import { findInLocale } from './in-locale'
import { readContent, type Read } from './read'
import { collectionTag } from './tags'

/**
 * What the site search looks through, per language: every published page
 * (except the 404's copy), service, active success story and published blog
 * post, read as an anonymous visitor so drafts are never found; Arabic
 * falls back to English field by field, as the pages do. The read is cached
 * under the tags of those collections, so a publish, unpublish or delete
 * renews it on every server the way it renews the pages.
 */

type Source = {
  collection: CollectionSlug
  type: SearchType
  where?: Record<string, unknown>
  title: (doc: Record<string, unknown>) => unknown
  path: (doc: Record<string, unknown>) => string | null
}

const SOURCES: Source[] = [
  {
    collection: 'pages',
    type: 'page',
    where: { page_slug: { not_equals: 'not-found' } },
    title: (doc) => doc.title,
    path: (doc) => documentPath('pages', doc),
  },
  {
    collection: 'services',
    type: 'service',
    title: (doc) => doc.title,
    path: (doc) => (typeof doc.slug === 'string' ? servicePath(doc.slug) : null),
  },
  {
    collection: 'success-stories',
    type: 'story',
    title: (doc) => doc.title,
    path: (doc) =>
      typeof doc.slug === 'string' ? DOCUMENT_PAGES.successStory.path(doc.slug) : null,
  },
  {
    collection: 'blog-posts',
    type: 'post',
    where: { status: { equals: 'published' } },
    title: (doc) => doc.title,
    path: (doc) => DOCUMENT_PAGES.blogPost.path(doc.id as number),
  },
]

/** The words kept per document: enough for any page of the site, bounded for a pathological one. */
const TEXT_LIMIT = 20_000

export type SearchContent = { documents: SearchDocument[] }

const TAGS = SOURCES.map((source) => collectionTag(source.collection))

export const getSearchContent = (locale: Locale): Promise<Read<SearchContent>> =>
  readContent<SearchContent>(
    { what: 'search content', key: [locale], tags: TAGS, fallback: { documents: [] } },
    async (payload) => {
      const documents: SearchDocument[] = []
      for (const source of SOURCES) {
        const fields = payload.collections[source.collection].config.flattenedFields
        // Arabic fallbacks come marked (lib/fallback): the index keeps the words, and
        // each result whether its title or text is English, to say so on the page.
        const { docs } = await findInLocale(payload, source.collection, locale, (fallbackLocale) =>
          payload.find({
            collection: source.collection,
            locale,
            fallbackLocale,
            depth: 0,
            pagination: false,
            overrideAccess: false,
            draft: false,
            ...(source.where ? { where: source.where as never } : {}),
          }),
        )
        for (const doc of docs as unknown as Record<string, unknown>[]) {
          const path = source.path(doc)
          const marked = source.title(doc)
          if (!path || typeof marked !== 'string' || !stripFallback(marked).trim()) continue
          const title = stripFallback(marked).trim()
          const parts = documentText(fields, doc).filter(
            (part) => stripFallback(part).trim() !== title,
          )
          const text = parts.map(stripFallback).join(' \n ').slice(0, TEXT_LIMIT)
          documents.push({
            id: `${source.type}:${doc.id}`,
            type: source.type,
            title,
            text,
            path,
            english: {
              title: hasFallback(marked),
              text: parts.length > 0 && parts.every(hasFallback),
            },
          })
        }
      }
      return { documents }
    },
  )

/**
 * A token that changes whenever the content above may have: a tiny read under
 * the same tags, so a search asks the data cache for a few bytes rather than
 * a copy of the whole site's text, and the index is rebuilt only after a change.
 */
const getSearchVersion = (locale: Locale): Promise<Read<string>> =>
  readContent<string>(
    { what: 'search version', key: [locale], tags: TAGS, fallback: 'unavailable' },
    async () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
  )

const indexes = new Map<Locale, { version: string; index: SearchIndex }>()

/** The index of a language's content, built again only when the content has changed. */
export async function getSearchIndex(locale: Locale): Promise<Read<SearchIndex>> {
  const version = await getSearchVersion(locale)
  const held = indexes.get(locale)
  if (version.ok && held?.version === version.value) return { ok: true, value: held.index }
  const read = await getSearchContent(locale)
  const index = buildSearchIndex(read.value.documents)
  if (read.ok && version.ok) indexes.set(locale, { version: version.value, index })
  return { ok: read.ok, value: index }
}
