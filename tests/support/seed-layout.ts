import type { Payload } from 'payload'

import { inLocale } from '../../src/content/service-pages'
import { isSeedFile } from '../../src/seed/upsert'

/**
 * A seed layout in one language as the database gives it back: each picture
 * the seed uploads (for a mock-up, its Arabic twin in Arabic) becomes what
 * `picture` makes of the upload's file name and alt text, e.g. its id, or
 * `expect.objectContaining({ filename })` for a read that fills uploads in.
 */
export function seedAsStored(
  seed: unknown,
  locale: 'en' | 'ar',
  picture: (filename: string, alt: string) => unknown,
): unknown {
  const swap = (value: unknown): unknown => {
    if (isSeedFile(value)) {
      const file = locale === 'ar' && value.arFile ? value.arFile : value.file
      // inLocale has already picked the alt text of this language.
      return picture(file.slice(file.lastIndexOf('/') + 1), value.alt as unknown as string)
    }
    if (Array.isArray(value)) return value.map(swap)
    if (typeof value !== 'object' || value === null) return value
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, swap(field)]))
  }
  return swap(inLocale(seed, locale))
}

/** The uploads of Page images by file name, as a read at depth 0 names them (their ids). */
export async function pageImageIds(payload: Payload): Promise<Map<string, number>> {
  const { docs } = await payload.find({
    collection: 'page-images',
    limit: 1000,
    depth: 0,
    overrideAccess: true,
  })
  return new Map(docs.map((upload) => [upload.filename ?? '', upload.id]))
}
