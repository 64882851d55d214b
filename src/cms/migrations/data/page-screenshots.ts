import { quote, rowsOf, versionsOf, type Run } from './block-pictures'

/**
 * Until 2026-12-05 a page's screenshot gallery had one picture per screenshot
 * for both languages (`image_id` on the item). It is now chosen per language,
 * as on a service page (`image_id` in the item's `_locales` rows), the Arabic
 * showing the English where it has none of its own.
 */
export const PAGE_SCREENSHOT_TABLES = [
  'page_keywords_blocks_screenshots_items',
  versionsOf('page_keywords_blocks_screenshots_items'),
]

export type ScreenshotPicture = { table: string; id: string; image: number }

/** Every screenshot's picture, published and in versions, read before the column goes. */
export async function readScreenshotPictures(run: Run): Promise<ScreenshotPicture[]> {
  const pictures: ScreenshotPicture[] = []
  for (const table of PAGE_SCREENSHOT_TABLES)
    for (const row of rowsOf(
      await run(`SELECT "id", "image_id" FROM "${table}" WHERE "image_id" IS NOT NULL`),
    ))
      pictures.push({ table, id: String(row.id), image: Number(row.image_id) })
  return pictures
}

/**
 * Each picture becomes the English one of its screenshot. The Arabic page
 * shows it too (the locale fallback), as before, until staff choose an Arabic
 * one; its row is left as it was.
 */
export async function writeScreenshotPictures(run: Run, pictures: ScreenshotPicture[]) {
  for (const picture of pictures)
    await run(
      `INSERT INTO "${picture.table}_locales" ("_locale", "_parent_id", "image_id") VALUES ('en', ${quote(picture.id)}, ${picture.image}) ON CONFLICT ("_locale", "_parent_id") DO UPDATE SET "image_id" = excluded."image_id"`,
    )
}

/** Going back: each screenshot's English picture, read before the per-language column goes. */
export async function readEnglishScreenshotPictures(run: Run): Promise<ScreenshotPicture[]> {
  const pictures: ScreenshotPicture[] = []
  for (const table of PAGE_SCREENSHOT_TABLES)
    for (const row of rowsOf(
      await run(
        `SELECT "_parent_id", "image_id" FROM "${table}_locales" WHERE "_locale" = 'en' AND "image_id" IS NOT NULL`,
      ),
    ))
      pictures.push({ table, id: String(row._parent_id), image: Number(row.image_id) })
  return pictures
}

/** Going back: the English picture is the screenshot's one picture again (an Arabic one is not kept). */
export async function writeSharedScreenshotPictures(run: Run, pictures: ScreenshotPicture[]) {
  for (const picture of pictures)
    await run(
      `UPDATE "${picture.table}" SET "image_id" = ${picture.image} WHERE "id" = ${quote(picture.id)}`,
    )
}
