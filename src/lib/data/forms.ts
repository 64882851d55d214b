import 'server-only'

import { cache } from 'react'

import type { Locale } from '@/i18n/routing'
import { toPublicForm, type PublicForm } from '../forms/public-form'
import { readContent, type Read } from './read'
import { collectionTag, documentTag } from './tags'

/**
 * A form staff built, as a page shows it in one language, or null when it is
 * gone. Forms are not public over the API (their recipients are staff
 * business), so the site reads them with its own rights and hands pages only
 * the public part. Kept under the form's tag: an edit refreshes every page
 * that shows it; a page it links to (consent, redirect) is read with it.
 */
export const getPublicForm = cache((locale: Locale, id: number): Promise<Read<PublicForm | null>> =>
  readContent(
    {
      what: `form ${id}`,
      key: [locale, id],
      tags: [documentTag('forms', id), collectionTag('pages')],
      fallback: null,
    },
    async (payload) => {
      const { docs } = await payload.find({
        collection: 'forms',
        where: { id: { equals: id } },
        locale,
        fallbackLocale: 'en',
        depth: 1,
        limit: 1,
        overrideAccess: true,
      })
      return docs[0] ? toPublicForm(docs[0], locale) : null
    },
  ),
)
