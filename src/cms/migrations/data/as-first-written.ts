import { MOCKUP_FOLDER, pathOfMockup } from '@/content/mockups'
import type { SeedLayout } from '@/content/service-pages/types'
import { isSeedFile, type SeedFile } from '@/seed/upsert'
import { quote, versionsOf } from './block-pictures'
import { PAGE_KEYS_OF_THAT_DAY } from './block-buttons'

/**
 * The steps that first wrote the seeded service pages and pages (2026-11-25)
 * write through today's schema, but their pictures were not uploads then: a
 * mock-up was a typed path with an alt text per language (`image_src`,
 * `image_alt`), a partner's wordmark a key (`logo`); and a button chose one of
 * the fixed pages by key (`button_page`). Those steps write a page without
 * its pictures and its buttons' pages, then put them in the columns of that
 * day; the later migrations (block_pictures_uploads, partner_logos_uploads,
 * block_buttons_any_page) move them as they do what staff saved.
 */

type Run = (statement: string) => Promise<unknown>
const isMockup = (value: unknown): value is SeedFile =>
  isSeedFile(value) && value.file.startsWith(`${MOCKUP_FOLDER}/`)
const partnerOf = (value: unknown): string | null =>
  isSeedFile(value) ? (/^partner-([a-z-]+)\.webp$/.exec(value.file)?.[1] ?? null) : null

/** A seed layout without the pictures it names (written afterwards, see above). */
export function withoutUploads(layout: SeedLayout): SeedLayout {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip)
    if (typeof value !== 'object' || value === null) return value
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, field]) => !isSeedFile(field))
        .map(([key, field]) => [key, strip(field)]),
    )
  }
  return strip(layout) as SeedLayout
}

type Row = { id?: string | null }
type Saved = Row & Record<string, unknown>

const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !isSeedFile(value)

/**
 * A seed block's or item's buttons as the columns of that day held them: the
 * key of the fixed page each opened (`button_page = 'contact'`, a group's
 * `more_button_page`). A button to any other address had no column then.
 */
function buttonColumns(fields: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(fields).flatMap(([name, value]) => {
    if (!isGroup(value)) return []
    const key = typeof value.to === 'string' ? PAGE_KEYS_OF_THAT_DAY[value.to] : undefined
    if (key) return [`${prefix}${name}_page = ${quote(key)}`]
    return buttonColumns(value, `${prefix}${name}_`)
  })
}

/**
 * The pictures and buttons' pages of a seed layout in the columns of that day, published and in
 * every version. `saved` is the layout as written (its block and item ids);
 * `collection` is `services` or `page_keywords`; `group` the service's slug
 * or the page's key, whose mock-ups these are.
 */
export async function writeFirstColumns({
  run,
  collection,
  group,
  seed,
  saved,
}: {
  run: Run
  collection: 'services' | 'page_keywords'
  group: string
  seed: SeedLayout
  saved: Saved[]
}): Promise<void> {
  /** One row of `table` (and its copies in versions) gets `set`, and its words per language. */
  const write = async (
    table: string,
    id: string | null | undefined,
    set: string,
    words?: Record<'en' | 'ar', string>,
  ) => {
    if (!id) return
    const versions = versionsOf(table)
    await run(`UPDATE "${table}" SET ${set} WHERE id = ${quote(id)}`)
    await run(`UPDATE "${versions}" SET ${set} WHERE _uuid = ${quote(id)}`)
    for (const locale of words ? (['en', 'ar'] as const) : []) {
      const alt = `image_alt = ${quote(words![locale])}`
      await run(
        `UPDATE "${table}_locales" SET ${alt} WHERE _parent_id = ${quote(id)} AND _locale = ${quote(locale)}`,
      )
      await run(
        `UPDATE "${versions}_locales" SET ${alt} WHERE _locale = ${quote(locale)} AND _parent_id IN (SELECT id FROM "${versions}" WHERE _uuid = ${quote(id)})`,
      )
    }
  }
  const mockup = (table: string, id: string | null | undefined, value: SeedFile) =>
    write(table, id, `image_src = ${quote(pathOfMockup(value.file, group))}`, value.alt)
  for (const [index, block] of seed.entries()) {
    const table = `${collection}_blocks_${block.blockType.replace(/-/g, '_')}`
    const written = saved[index]
    const rowsOf = (list: string) => (written?.[list] ?? []) as Row[]
    if (isMockup(block.image)) await mockup(table, written?.id, block.image)
    const items = Array.isArray(block.items) ? (block.items as Array<{ image?: unknown }>) : []
    for (const [position, item] of items.entries())
      if (isMockup(item.image))
        await mockup(`${table}_items`, rowsOf('items')[position]?.id, item.image)
    const logos = Array.isArray(block.logos) ? (block.logos as Array<{ image?: unknown }>) : []
    for (const [position, logo] of logos.entries()) {
      const key = partnerOf(logo.image)
      if (key) await write(`${table}_logos`, rowsOf('logos')[position]?.id, `logo = ${quote(key)}`)
    }
    const buttons = buttonColumns(block)
    if (buttons.length) await write(table, written?.id, buttons.join(', '))
    for (const [list, value] of Object.entries(block)) {
      if (!Array.isArray(value)) continue
      for (const [position, item] of value.entries()) {
        const columns = isGroup(item) ? buttonColumns(item) : []
        if (columns.length)
          await write(`${table}_${list}`, rowsOf(list)[position]?.id, columns.join(', '))
      }
    }
  }
}
