import type { CollectionSlug, GlobalSlug, Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import { markFallbacks } from '../fallback/mark-doc'

type Data = Record<string, unknown>

/** One read of the CMS, asked with or without Arabic falling back to English. */
type Query<T> = (fallbackLocale: 'en' | false) => Promise<T>

/**
 * Documents as a page shows them in its language: Arabic falling back to
 * English field by field, and on Arabic pages each English fallback marked
 * (lib/fallback) so it is drawn as English. Marking reads the same documents
 * once more without the fallback, which only Arabic reads pay; the site's
 * data cache keeps the marked answer.
 */
export async function findInLocale<T extends { docs: unknown[] }>(
  payload: Payload,
  collection: CollectionSlug,
  locale: Locale,
  query: Query<T>,
): Promise<T> {
  if (locale !== 'ar') return query('en')
  const [shown, own] = await Promise.all([query('en'), query(false)])
  if (shown.docs.length === 0) return shown
  const fields = payload.collections[collection].config.flattenedFields
  const owned = new Map((own.docs as Data[]).map((doc) => [doc.id, doc]))
  for (const doc of shown.docs as Data[])
    markFallbacks(payload.config, fields, doc, owned.get(doc.id) ?? {})
  return shown
}

/** A global as a page shows it in its language (see findInLocale). */
export async function findGlobalInLocale<T extends object>(
  payload: Payload,
  slug: GlobalSlug,
  locale: Locale,
  query: Query<T>,
): Promise<T> {
  if (locale !== 'ar') return query('en')
  const [shown, own] = await Promise.all([query('en'), query(false)])
  const global = payload.config.globals.find((each) => each.slug === slug)
  if (global)
    markFallbacks(payload.config, global.flattenedFields, shown as Data, own as unknown as Data)
  return shown
}
