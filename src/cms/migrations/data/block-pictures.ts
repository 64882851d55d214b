import { existsSync, statSync } from 'node:fs'
import path from 'node:path'

import type { Payload, PayloadRequest } from 'payload'

import { arabicTwin, MOCKUP_FOLDER, mockupOfPath } from '@/content/mockups'
import type { Bilingual } from '@/lib/bilingual'
import { MEDIA_DIR } from '@/seed/upsert'
import { withTodaysColumns } from './publish-existing-rows'

/**
 * Until 2026-12-05 the pictures of six blocks were typed: a path to a file
 * under public/ (`image_src`, with its width and height) and an alt text per
 * language (`image_alt`). They are now uploads of Page images chosen per
 * language (`image_id` in each block's or item's `_locales` row). These are
 * the tables that held typed pictures, published and versioned.
 */
export const TYPED_PICTURE_TABLES = [
  'services_blocks_hero',
  'services_blocks_web_portfolio_items',
  'services_blocks_app_portfolio_items',
  'services_blocks_screenshots_items',
  'page_keywords_blocks_case_studies_items',
  'page_keywords_blocks_featured_projects_items',
].flatMap((table) => [table, versionsOf(table)])

/** `services_blocks_hero` → `_services_v_blocks_hero`: the table of the same rows in versions. */
export function versionsOf(table: string): string {
  return table.replace(/^(services|page_keywords)_blocks_/, '_$1_v_blocks_')
}

export type Run = (statement: string) => Promise<unknown>
type Row = Record<string, unknown>

export const rowsOf = (answer: unknown): Row[] => (answer as { rows?: Row[] }).rows ?? []
export const quote = (value: unknown) => `'${String(value).replace(/'/g, "''")}'`

/** A block or list item that showed a typed picture. */
export type TypedPicture = {
  table: string
  id: string
  src: string
  alt: Partial<Bilingual>
}

/** The longest alt text Page images keep (a typed picture's could be 400). */
const ALT_MAX = 300

/**
 * An alt text Page images takes: required in English, so a picture typed
 * without one is named after its file (for staff to improve), and at most
 * ALT_MAX characters, cut at a word.
 */
export function uploadAlt(text: string | undefined, file: string): string {
  const words =
    text?.trim() ||
    path
      .basename(file)
      .replace(/\.[a-z0-9.]+$/i, '')
      .replace(/[-_]+/g, ' ')
  if (words.length <= ALT_MAX) return words
  const cut = words.slice(0, ALT_MAX - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 200 ? cut.lastIndexOf(' ') : cut.length)}…`
}

/**
 * A file of this machine as an upload of Page images with its alt text in
 * each language given (a migration's upload: no page is regenerated).
 */
export async function uploadPageImage(
  payload: Payload,
  req: PayloadRequest,
  file: string,
  alt: Partial<Bilingual>,
): Promise<number | string> {
  const context = { disableRevalidate: true }
  const english = uploadAlt(alt.en || alt.ar, file)
  if (!alt.en && !alt.ar)
    payload.logger.warn(
      `${path.basename(file)} had no alt text: it is named after its file for now.`,
    )
  const created = await payload.create({
    collection: 'page-images',
    locale: 'en',
    data: { alt: english } as never,
    filePath: file,
    overrideAccess: true,
    context,
    req,
  })
  if (alt.ar)
    await payload.update({
      collection: 'page-images',
      id: created.id,
      locale: 'ar',
      data: { alt: uploadAlt(alt.ar, file) } as never,
      overrideAccess: true,
      context,
      req,
    })
  return created.id
}

const PICTURE_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
}

/** Why Page images would refuse a file of this machine (its bucket's own rules), or null. */
export async function pageImageRefusal(file: string): Promise<string | null> {
  // Loaded here, not at the top: the bucket's module reads DATA_DIR once, and the list of
  // migrations (which imports this file) is read before a test or a script has set it.
  const { imagePixelRejection, uploadRejection } = await import('../../collections/upload-bucket')
  const rejection =
    uploadRejection(
      { mimetype: PICTURE_TYPES[path.extname(file).toLowerCase()], size: statSync(file).size },
      'image',
    ) ??
    (await imagePixelRejection({
      tempFilePath: file,
      mimetype: PICTURE_TYPES[path.extname(file).toLowerCase()],
    }))
  return rejection?.message ?? null
}

/** Every typed picture of the database, read before the columns go. */
export async function readTypedPictures(run: Run): Promise<TypedPicture[]> {
  const pictures: TypedPicture[] = []
  for (const table of TYPED_PICTURE_TABLES) {
    const rows = rowsOf(
      await run(
        `SELECT t.id AS id, t.image_src AS src, l._locale AS locale, l.image_alt AS alt FROM "${table}" t LEFT JOIN "${table}_locales" l ON l._parent_id = t.id WHERE t.image_src IS NOT NULL AND t.image_src <> ''`,
      ),
    )
    const byId = new Map<string, TypedPicture>()
    for (const row of rows) {
      const id = String(row.id)
      const picture = byId.get(id) ?? { table, id, src: String(row.src), alt: {} }
      if ((row.locale === 'en' || row.locale === 'ar') && typeof row.alt === 'string')
        picture.alt[row.locale] = row.alt
      byId.set(id, picture)
    }
    pictures.push(...byId.values())
  }
  return pictures
}

/**
 * The file a typed path showed: the file under public/ if it is still there
 * (a picture staff placed), else the mock-up it named (the seeded pictures
 * moved to src/seed/media/mockups), else null.
 */
export function fileOfPath(src: string): string | null {
  const publicDir = path.resolve('public')
  const underPublic = path.resolve(publicDir, `.${src}`)
  if (underPublic.startsWith(publicDir + path.sep) && existsSync(underPublic)) return underPublic
  const mockup = mockupOfPath(src)
  const seeded = mockup && path.join(MEDIA_DIR, MOCKUP_FOLDER, mockup)
  return seeded && existsSync(seeded) ? seeded : null
}

/**
 * Each typed picture becomes an upload of Page images with its alt text in
 * both languages, and its block or item shows it in English; in Arabic it
 * shows the picture's Arabic twin where the mock-up has one, else the same
 * upload. A file found nowhere is reported and left out: the block then has
 * no picture until staff choose one, as it showed none before.
 */
export async function uploadTypedPictures({
  payload,
  req,
  run,
  pictures,
}: {
  payload: Payload
  req: PayloadRequest
  run: Run
  pictures: TypedPicture[]
}): Promise<{ uploaded: number; missing: string[] }> {
  const uploads = new Map<string, number | string>()
  const missing = new Set<string>()
  const refused = new Map<string, string>()
  const uploadOf = async (file: string, alt: Partial<Bilingual>) => {
    const key = JSON.stringify([file, alt.en ?? '', alt.ar ?? ''])
    const known = uploads.get(key) ?? (await uploadPageImage(payload, req, file, alt))
    uploads.set(key, known)
    return known
  }
  if (pictures.length === 0) return { uploaded: 0, missing: [] }
  await withTodaysColumns(payload, run, async () => {
    for (const picture of pictures) {
      const english = fileOfPath(picture.src)
      if (!english) {
        missing.add(picture.src)
        continue
      }
      const twin = mockupOfPath(picture.src) ? arabicTwin(english) : english
      const arabic = existsSync(twin) ? twin : english
      // A file the bucket would refuse (not a picture, too large, too many pixels) stays
      // where it is, reported, and its block shows no picture. Asked first, not caught:
      // a failed Payload operation ends the migration's transaction on PostgreSQL.
      const refusal = (await pageImageRefusal(english)) ?? (await pageImageRefusal(arabic))
      if (refusal) {
        refused.set(picture.src, refusal)
        continue
      }
      const ids = {
        en: await uploadOf(english, picture.alt),
        ar: await uploadOf(arabic, picture.alt),
      }
      for (const locale of ['en', 'ar'] as const) {
        // One row per item and language: the item's other words keep theirs.
        await run(
          `INSERT INTO "${picture.table}_locales" ("_locale", "_parent_id", "image_id") VALUES (${quote(locale)}, ${quote(picture.id)}, ${ids[locale]}) ON CONFLICT ("_locale", "_parent_id") DO UPDATE SET "image_id" = excluded."image_id"`,
        )
      }
    }
  })
  for (const src of missing)
    payload.logger.warn(
      `A block's picture ${src} was not found under public/ or among the mock-ups: its blocks show no picture until one is chosen.`,
    )
  for (const [src, reason] of refused)
    payload.logger.warn(
      `A block's picture ${src} could not be uploaded (${reason}): its blocks show no picture until one is chosen.`,
    )
  return { uploaded: uploads.size, missing: [...missing, ...refused.keys()] }
}
