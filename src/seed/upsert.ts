import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { CollectionSlug, Payload, Where } from 'payload'

import type { SeedResult } from './types'

/** Seed writes never revalidate pages one by one (there is no Next request here). */
export const SEED_CONTEXT = { disableRevalidate: true }

export const MEDIA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'media')

type Data = Record<string, unknown>

/**
 * Copies the ids of the English array items onto the Arabic ones, so updating
 * the Arabic locale fills the same items instead of replacing them.
 */
function withItemIds(ar: Data, saved: Data): Data {
  const out: Data = { ...ar }
  for (const [key, value] of Object.entries(ar)) {
    const savedItems = saved[key]
    if (!Array.isArray(value) || !Array.isArray(savedItems)) continue
    out[key] = value.map((item: Data, index) => {
      const savedItem = (savedItems[index] ?? {}) as Data
      return { ...withItemIds(item, savedItem), id: savedItem.id }
    })
  }
  return out
}

/**
 * Creates a bilingual record unless one matching `where` exists. Existing
 * records are left alone: staff edits are never overwritten by a re-seed.
 */
export async function seedRecord(
  payload: Payload,
  result: SeedResult,
  collection: CollectionSlug,
  where: Where,
  record: { en: Data; ar: Data },
): Promise<number | string> {
  const existing = await payload.find({
    collection,
    where,
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (existing.docs[0]) return existing.docs[0].id
  const created = (await payload.create({
    collection,
    locale: 'en',
    data: record.en as never,
    overrideAccess: true,
    context: SEED_CONTEXT,
  })) as unknown as Data
  await payload.update({
    collection,
    id: created.id as number,
    locale: 'ar',
    data: withItemIds(record.ar, created) as never,
    overrideAccess: true,
    context: SEED_CONTEXT,
  })
  result.created += 1
  return created.id as number
}

/** Uploads a generated file into a bucket once (matched by file name). */
export async function seedUpload(
  payload: Payload,
  result: SeedResult,
  collection: CollectionSlug,
  filename: string,
  alt: { en: string; ar: string },
): Promise<number | string> {
  const existing = await payload.find({
    collection,
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (existing.docs[0]) return existing.docs[0].id
  const created = await payload.create({
    collection,
    locale: 'en',
    data: { alt: alt.en } as never,
    filePath: path.join(MEDIA_DIR, filename),
    overrideAccess: true,
    context: SEED_CONTEXT,
  })
  await payload.update({
    collection,
    id: created.id,
    locale: 'ar',
    data: { alt: alt.ar } as never,
    overrideAccess: true,
    context: SEED_CONTEXT,
  })
  result.created += 1
  return created.id
}
