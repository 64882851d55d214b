import 'server-only'

import { cache } from 'react'

import type { Locale } from '@/i18n/routing'
import { findInLocale } from './in-locale'
import { readContent, type Read } from './read'
import { collectionTag, documentTag } from './tags'

/** A blog topic's page (blog-topics): its name and introduction in the page's language. */
export type Topic = { id: number; slug: string; name: string; description: string }

/** The topic at /blog/topics/<slug>, or null. Topics have no drafts: what is saved is public. */
export const getTopic = cache((locale: Locale, slug: string): Promise<Read<Topic | null>> =>
  readContent<Topic | null>(
    {
      what: 'blog topic',
      key: [locale, slug],
      tags: [documentTag('blog-topics', slug), collectionTag('blog-topics')],
      fallback: null,
    },
    async (payload) => {
      const { docs } = await findInLocale(payload, 'blog-topics', locale, (fallbackLocale) =>
        payload.find({
          collection: 'blog-topics',
          locale,
          fallbackLocale,
          where: { slug: { equals: slug } },
          depth: 0,
          limit: 1,
          pagination: false,
          overrideAccess: false,
        }),
      )
      const doc = docs[0]
      if (!doc) return null
      return {
        id: doc.id,
        slug: doc.slug,
        name: doc.name?.trim() || doc.slug,
        description: doc.description?.trim() ?? '',
      }
    },
  ),
)
