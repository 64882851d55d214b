import type { Payload } from 'payload'

import { inLocale } from '../../src/content/service-pages'
import { documentPath } from '../../src/lib/document-paths'
import { isSeedFile } from '../../src/seed/upsert'

/**
 * A seed layout in one language as the database gives it back: each picture
 * the seed uploads (for a mock-up, its Arabic twin in Arabic) becomes what
 * `picture` makes of the upload's file name and alt text, e.g. its id, or
 * `expect.objectContaining({ filename })` for a read that fills uploads in;
 * each button written as an address (`to`) a link to what `page` makes of it.
 */
export function seedAsStored(
  seed: unknown,
  locale: 'en' | 'ar',
  picture: (filename: string, alt: string) => unknown,
  page: (address: string) => unknown = (address) => {
    throw new Error(`A seeded button opens ${address}: say which document that is`)
  },
): unknown {
  const swap = (value: unknown): unknown => {
    if (isSeedFile(value)) {
      const file = locale === 'ar' && value.arFile ? value.arFile : value.file
      // inLocale has already picked the alt text of this language.
      return picture(file.slice(file.lastIndexOf('/') + 1), value.alt as unknown as string)
    }
    if (Array.isArray(value)) return value.map(swap)
    if (typeof value !== 'object' || value === null) return value
    const { to, ...fields } = value as Record<string, unknown>
    // A button written as an address opens that page's document, as staff choose it.
    if (typeof to === 'string' && 'label' in fields)
      return { ...fields, kind: 'internal', reference: { relationTo: 'pages', value: page(to) } }
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, swap(field)]))
  }
  return swap(inLocale(seed, locale))
}

/** The page documents by their address (`/contact`), as a read at depth 0 names them (their ids). */
export async function pageIdsByAddress(payload: Payload): Promise<(address: string) => unknown> {
  const { docs } = await payload.find({
    collection: 'pages',
    limit: 1000,
    depth: 0,
    overrideAccess: true,
    select: { page_slug: true, path: true },
  })
  const ids = new Map(docs.map((doc) => [documentPath('pages', doc), doc.id]))
  return (address) => ids.get(address)
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
