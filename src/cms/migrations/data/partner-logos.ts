import { existsSync } from 'node:fs'
import path from 'node:path'

import type { Payload, PayloadRequest } from 'payload'

import { PARTNERS, partnerFile, type PartnerKey } from '@/content/partners'
import { MEDIA_DIR } from '@/seed/upsert'
import { quote, rowsOf, uploadPageImage, versionsOf, type Run } from './block-pictures'
import { withTodaysColumns } from './publish-existing-rows'

/**
 * Until 2026-12-05 a logo strip's logo was a key naming one of seven
 * wordmarks bundled with the site (`logo`); it is now an upload of Page
 * images (`image_id`). The tables that held keys, published and versioned.
 */
const TABLE = 'page_keywords_blocks_home_partners_logos'
export const PARTNER_LOGO_TABLES = [TABLE, versionsOf(TABLE)]

export type PartnerLogoRow = { table: string; id: string; key: string }

/** Every logo key of the database, read before the column goes. */
export async function readPartnerLogos(run: Run): Promise<PartnerLogoRow[]> {
  const logos: PartnerLogoRow[] = []
  for (const table of PARTNER_LOGO_TABLES)
    for (const row of rowsOf(await run(`SELECT id, logo FROM "${table}" WHERE logo IS NOT NULL`)))
      logos.push({ table, id: String(row.id), key: String(row.logo) })
  return logos
}

/**
 * Each wordmark a strip showed becomes one upload of Page images, its alt
 * text the company's name in both languages, and every logo that named it
 * shows that upload. A key without its file (none today) is reported and its
 * logo left out, as the strip left it out before.
 */
export async function uploadPartnerLogos({
  payload,
  req,
  run,
  logos,
}: {
  payload: Payload
  req: PayloadRequest
  run: Run
  logos: PartnerLogoRow[]
}): Promise<{ uploaded: number; missing: string[] }> {
  const uploads = new Map<string, number | string>()
  const missing = new Set<string>()
  if (logos.length === 0) return { uploaded: 0, missing: [] }
  await withTodaysColumns(payload, run, async () => {
    for (const { table, id, key } of logos) {
      let upload = uploads.get(key)
      if (upload === undefined) {
        const file = path.join(MEDIA_DIR, partnerFile(key as PartnerKey))
        const name = PARTNERS[key as PartnerKey]
        if (!name || !existsSync(file)) {
          missing.add(key)
          continue
        }
        upload = await uploadPageImage(payload, req, file, name)
        uploads.set(key, upload)
      }
      await run(`UPDATE "${table}" SET image_id = ${upload} WHERE id = ${quote(id)}`)
    }
  })
  for (const key of missing)
    payload.logger.warn(`The partner logo "${key}" has no wordmark: its strips leave it out.`)
  return { uploaded: uploads.size, missing: [...missing] }
}
