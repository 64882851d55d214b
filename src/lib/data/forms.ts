import 'server-only'

import type { Where } from 'payload'
import { cache } from 'react'

import type { Locale } from '@/i18n/routing'
import type { SiteForm } from '../forms/definition'
import { toPublicForm, type PublicForm } from '../forms/public-form'
import { findInLocale } from './in-locale'
import { readContent, type Read } from './read'
import { collectionTag, documentTag } from './tags'

/**
 * A form staff built, as a page shows it in one language, or null when it is
 * gone. Forms are not public over the API (their recipients are staff
 * business), so the site reads them with its own rights and hands pages only
 * the public part. Kept under the form's tag: an edit refreshes every page
 * that shows it; a page it links to (consent, redirect) is read with it.
 * English shown in place of missing Arabic is marked (lib/fallback), and
 * taken off again before an answer is stored (forms/submit.ts).
 */
const readForm = (locale: Locale, key: number | SiteForm, where: Where) =>
  readContent(
    {
      what: typeof key === 'number' ? `form ${key}` : `${key} form`,
      key: [locale, key],
      tags: [documentTag('forms', key), collectionTag('pages')],
      fallback: null,
    },
    async (payload): Promise<PublicForm | null> => {
      // On Arabic pages a question with no Arabic yet is shown in English, marked as English.
      const { docs } = await findInLocale(payload, 'forms', locale, (fallbackLocale) =>
        payload.find({
          collection: 'forms',
          where,
          locale,
          fallbackLocale,
          depth: 1,
          limit: 1,
          overrideAccess: true,
        }),
      )
      return docs[0] ? toPublicForm(docs[0], locale) : null
    },
  )

export const getPublicForm = cache((locale: Locale, id: number): Promise<Read<PublicForm | null>> =>
  readForm(locale, id, { id: { equals: id } }),
)

/** A form the site cannot run without (the contact form), found by its key. */
export const getSiteForm = cache(
  (locale: Locale, key: SiteForm): Promise<Read<PublicForm | null>> =>
    readForm(locale, key, { site_form: { equals: key } }),
)
