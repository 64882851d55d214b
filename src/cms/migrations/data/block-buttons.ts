import type { Payload } from 'payload'

import { quote, rowsOf, versionsOf, type Run } from './block-pictures'

/**
 * Until 2026-12-07 a block's button chose one of the seven fixed pages by key
 * (`button_page`, an enum column). It now opens any page, service, success
 * story or blog post (`button_kind` 'internal' and a `reference` row in the
 * document's `_rels`) or another website (`button_url`). These steps read
 * every button's page before its column goes and write it back as a
 * reference to that page's document, published and in every version.
 */

/** The keys of that day's enum, by the address each opened (a seed layout's `to`). */
export const PAGE_KEYS_OF_THAT_DAY: Readonly<Record<string, string>> = {
  '/': 'home',
  '/about': 'about',
  '/what-we-do': 'whatWeDo',
  '/contact': 'contact',
  '/our-work': 'ourWork',
  '/blog': 'blog',
  '/privacy-policy': 'privacyPolicy',
}

/** A key of that day → the `page_slug` of its page document. */
const PAGE_SLUGS: Readonly<Record<string, string>> = {
  home: 'home',
  about: 'about',
  whatWeDo: 'what-we-do',
  contact: 'contact',
  ourWork: 'our-work',
  blog: 'blog',
  privacyPolicy: 'privacy-policy',
}

/**
 * Where buttons were: a block's table and column, the button's group inside
 * the block (`more.button`), and for a list's items the list's name.
 */
const BUTTONS: ReadonlyArray<{ block: string; column: string; group: string; list?: string }> = [
  { block: 'page_hero', column: 'button_page', group: 'button' },
  { block: 'page_hero', column: 'second_button_page', group: 'second_button' },
  { block: 'cta_band', column: 'button_page', group: 'button' },
  { block: 'cta_band', column: 'more_button_page', group: 'more.button' },
  { block: 'image_text', column: 'button_page', group: 'button' },
  { block: 'home_solutions', column: 'button_page', group: 'button' },
  { block: 'home_intro', column: 'button_page', group: 'button' },
  { block: 'home_support', column: 'button_page', group: 'button' },
  { block: 'not_found', list: 'suggestions', column: 'link_page', group: 'link' },
]

/** One button of that day: the document (or version) it sits in, its field's path there, its page's key. */
export type ButtonPage = { versions: boolean; parent: string; path: string; key: string }

/** Every button's page in the database, read before the columns go. */
export async function readButtonPages(run: Run): Promise<ButtonPage[]> {
  const found: ButtonPage[] = []
  for (const versions of [false, true]) {
    for (const { block, column, group, list } of BUTTONS) {
      const blocks = `page_keywords_blocks_${block}`
      const table = versions ? versionsOf(blocks) : blocks
      const rows = rowsOf(
        await run(
          list
            ? `SELECT b._parent_id AS parent, b._path AS path, b._order AS position, i._order AS item, i."${column}" AS page FROM "${table}_${list}" i JOIN "${table}" b ON b.id = i._parent_id`
            : `SELECT b._parent_id AS parent, b._path AS path, b._order AS position, b."${column}" AS page FROM "${table}" b`,
        ),
      )
      for (const row of rows) {
        if (typeof row.page !== 'string' || !row.page) continue
        // A field's path counts a list's rows from 0; the tables' _order from 1.
        const at = `${row.path}.${Number(row.position) - 1}`
        const inList = list ? `${list}.${Number(row.item) - 1}.` : ''
        found.push({
          versions,
          parent: String(row.parent),
          path: `${at}.${inList}${group}.reference`,
          key: row.page,
        })
      }
    }
  }
  return found
}

/**
 * The buttons read before written back as references to their pages'
 * documents (their `_kind` columns start as 'internal'). A button whose page
 * document no longer exists (staff deleted it) keeps its words and no page:
 * it is not shown until staff choose one, and the log says so.
 */
export async function writeButtonPages(
  run: Run,
  buttons: ButtonPage[],
  payload: Pick<Payload, 'logger'>,
): Promise<void> {
  if (buttons.length === 0) return
  const pages = new Map(
    rowsOf(
      await run(`SELECT id, page_slug FROM page_keywords WHERE page_slug IS NOT NULL`),
    ).map((row) => [String(row.page_slug), row.id]),
  )
  const missing = new Set<string>()
  for (const { versions, parent, path, key } of buttons) {
    const id = pages.get(PAGE_SLUGS[key] ?? key)
    if (id === undefined) {
      missing.add(key)
      continue
    }
    const rels = versions ? '_page_keywords_v_rels' : 'page_keywords_rels'
    await run(
      `INSERT INTO "${rels}" ("order", parent_id, path, page_keywords_id) VALUES (NULL, ${quote(parent)}, ${quote(path)}, ${quote(id)})`,
    )
  }
  for (const key of missing)
    payload.logger.warn(
      `Buttons that opened the page "${key}" now open nothing: that page was deleted. Choose their page in the admin.`,
    )
}

/** A button's page as a reference: where its field sits and the page document's `page_slug`. */
export type ButtonTarget = { versions: boolean; parent: string; path: string; slug: string }

/** The buttons that open a fixed page, read before the reference columns go (migrating down). */
export async function readButtonTargets(run: Run): Promise<ButtonTarget[]> {
  const found: ButtonTarget[] = []
  for (const versions of [false, true]) {
    const rels = versions ? '_page_keywords_v_rels' : 'page_keywords_rels'
    const rows = rowsOf(
      await run(
        `SELECT r.parent_id AS parent, r.path AS path, p.page_slug AS slug FROM "${rels}" r JOIN page_keywords p ON p.id = r.page_keywords_id WHERE p.page_slug IS NOT NULL`,
      ),
    )
    for (const row of rows)
      found.push({ versions, parent: String(row.parent), path: String(row.path), slug: String(row.slug) })
  }
  return found
}

const FIELD_PATH = /^(.*layout)\.(\d+)\.(?:([a-z_]+)\.(\d+)\.)?(.+)\.reference$/

/**
 * The buttons read written back as the keys of that day, for the older code
 * (a button to a page the enum did not have keeps the column's default).
 */
export async function writeButtonKeys(run: Run, targets: ButtonTarget[]): Promise<void> {
  const keys = new Map(Object.entries(PAGE_SLUGS).map(([key, slug]) => [slug, key]))
  for (const { versions, parent, path, slug } of targets) {
    const key = keys.get(slug)
    const match = FIELD_PATH.exec(path)
    if (!key || !match) continue
    const [, at, position, list, item, group] = match
    const block = `_parent_id = ${quote(parent)} AND _path = ${quote(at)} AND _order = ${Number(position) + 1}`
    for (const button of BUTTONS.filter((b) => b.group === group && b.list === list)) {
      const blocks = `page_keywords_blocks_${button.block}`
      const table = versions ? versionsOf(blocks) : blocks
      await run(
        list
          ? `UPDATE "${table}_${list}" SET "${button.column}" = ${quote(key)} WHERE _order = ${Number(item) + 1} AND _parent_id IN (SELECT id FROM "${table}" WHERE ${block})`
          : `UPDATE "${table}" SET "${button.column}" = ${quote(key)} WHERE ${block}`,
      )
    }
  }
}

/** The buttons' reference rows go with their columns (the older code has no field at their paths). */
export async function dropButtonReferences(run: Run): Promise<void> {
  for (const rels of ['page_keywords_rels', '_page_keywords_v_rels'])
    await run(
      `DELETE FROM "${rels}" WHERE page_keywords_id IS NOT NULL OR services_id IS NOT NULL OR blog_posts_id IS NOT NULL`,
    )
}
