import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { CollectionSlug, Payload, Where } from 'payload'

import type { SeedResult } from './types'
import type { Bilingual } from '@/lib/bilingual'

/** Seed writes never revalidate pages one by one (there is no Next request here). */
export const SEED_CONTEXT = { disableRevalidate: true }

export const MEDIA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'media')

type Data = Record<string, unknown>

/** A group's value (rich text, a Lexical `root`, is one value, not a group). */
const isGroup = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !('root' in value)

/**
 * Copies the ids of the English array items onto the Arabic ones, so updating
 * the Arabic locale fills the same items instead of replacing them (and
 * losing their English). Groups are walked too: a list inside a group has
 * items with ids like any other.
 */
export function withItemIds(ar: Data, saved: Data): Data {
  const out: Data = { ...ar }
  for (const [key, value] of Object.entries(ar)) {
    const savedItems = saved[key]
    if (isGroup(value) && isGroup(savedItems)) {
      out[key] = withItemIds(value, savedItems)
      continue
    }
    if (!Array.isArray(value) || !Array.isArray(savedItems)) continue
    // A list of plain values (a select with several choices) has no item ids.
    if (value.some((item) => typeof item !== 'object' || item === null)) continue
    out[key] = value.map((item: Data, index) => {
      const savedItem = (savedItems[index] ?? {}) as Data
      return { ...withItemIds(item, savedItem), id: savedItem.id }
    })
  }
  return out
}

/** The first non-empty top-level text of the Arabic data: present once the Arabic write happened. */
function arabicProbe(ar: Data): string | undefined {
  return Object.keys(ar).find((key) => typeof ar[key] === 'string' && ar[key] !== '')
}

const isBlank = (value: unknown) => value === null || value === undefined || value === ''

async function writeArabic(
  payload: Payload,
  collection: CollectionSlug,
  id: number | string,
  ar: Data,
  saved: Data,
) {
  await payload.update({
    collection,
    id,
    locale: 'ar',
    data: withItemIds(ar, saved) as never,
    overrideAccess: true,
    context: SEED_CONTEXT,
  })
}

/**
 * Creates a bilingual record (English first, then Arabic on the same document
 * and array items) unless one matching `where` exists. Existing records are
 * left alone — staff edits are never overwritten by a re-seed — except that
 * a record whose Arabic was never written (a run interrupted between the two
 * writes) gets it now and counts as updated.
 */
export async function seedRecord(
  payload: Payload,
  result: SeedResult,
  collection: CollectionSlug,
  where: Where,
  record: { en: Data; ar: Data },
): Promise<number | string> {
  // Natural keys (slug, English name or title) are matched in English.
  const existing = await payload.find({
    collection,
    where,
    limit: 1,
    depth: 0,
    locale: 'en',
    overrideAccess: true,
  })
  const match = existing.docs[0]
  if (match) {
    const probe = arabicProbe(record.ar)
    const arabic = (await payload.findByID({
      collection,
      id: match.id,
      depth: 0,
      locale: 'ar',
      fallbackLocale: false,
      overrideAccess: true,
    })) as unknown as Data
    if (probe && isBlank(arabic[probe])) {
      await writeArabic(payload, collection, match.id, record.ar, arabic)
      result.updated += 1
    }
    return match.id
  }
  const created = (await payload.create({
    collection,
    locale: 'en',
    data: record.en as never,
    overrideAccess: true,
    context: SEED_CONTEXT,
  })) as unknown as Data
  await writeArabic(payload, collection, created.id as number, record.ar, created)
  result.created += 1
  return created.id as number
}

/**
 * Uploads a generated file from src/seed/media into a bucket once (matched by
 * file name), with its alt text in both languages.
 */
export async function seedUpload(
  payload: Payload,
  result: SeedResult,
  collection: CollectionSlug,
  filename: string,
  alt: Bilingual,
): Promise<number | string> {
  const existing = await payload.find({
    collection,
    // A file in a folder of src/seed/media is stored under its own name.
    where: { filename: { equals: path.basename(filename) } },
    limit: 1,
    depth: 0,
    locale: 'ar',
    fallbackLocale: false,
    overrideAccess: true,
  })
  const found = existing.docs[0] as unknown as Data | undefined
  if (found) {
    if (isBlank(found.alt)) {
      await writeArabic(payload, collection, found.id as number, { alt: alt.ar }, found)
      result.updated += 1
    }
    return found.id as number
  }
  const created = await payload.create({
    collection,
    locale: 'en',
    data: { alt: alt.en } as never,
    filePath: path.join(MEDIA_DIR, filename),
    overrideAccess: true,
    context: SEED_CONTEXT,
  })
  await writeArabic(payload, collection, created.id, { alt: alt.ar }, {})
  result.created += 1
  return created.id
}

/**
 * A file of src/seed/media a seed layout names for an upload field: `file`
 * for both languages, or, with `arFile`, for English only (a localized
 * picture: the Arabic page shows `arFile`).
 */
export type SeedFile = {
  seedFile: CollectionSlug
  file: string
  arFile?: string
  alt: Bilingual
}

export const isSeedFile = (value: unknown): value is SeedFile =>
  typeof value === 'object' && value !== null && 'seedFile' in value && 'file' in value
const isRichText = (value: unknown) =>
  typeof value === 'object' && value !== null && ('richText' in value || 'root' in value)

/**
 * Each field naming a file of src/seed/media (`seedFile`), in a block or in
 * its lists (a gallery's screenshots), gets the id of its upload, or `{ en,
 * ar }` ids for a picture chosen per language (inLocale picks one).
 */
export async function withUploadIds<T>(
  payload: Payload,
  result: SeedResult,
  layout: T,
): Promise<T> {
  // One after the other: a file named twice is then found, not uploaded twice.
  const resolve = async (value: unknown): Promise<unknown> => {
    if (isSeedFile(value)) {
      const english = await seedUpload(payload, result, value.seedFile, value.file, value.alt)
      if (!value.arFile) return english
      const arabic = await seedUpload(payload, result, value.seedFile, value.arFile, value.alt)
      return { en: english, ar: arabic }
    }
    if (Array.isArray(value)) {
      const items: unknown[] = []
      for (const item of value) items.push(await resolve(item))
      return items
    }
    if (typeof value !== 'object' || value === null || isRichText(value)) return value
    const entries: Array<[string, unknown]> = []
    for (const [key, field] of Object.entries(value)) entries.push([key, await resolve(field)])
    return Object.fromEntries(entries)
  }
  return (await resolve(layout)) as T
}
