import { APIError, type CollectionBeforeDeleteHook, type Field, type PayloadRequest } from 'payload'

import { siteMessage } from '../admin-labels/messages'

const LOCALES = ['en', 'ar'] as const

type Select = { [key: string]: true | Select }
type Found = Map<string, { queryable: boolean; select: Select }>

/** `a` and `b` together: the fields either selects. */
function mergeSelect(a: Select, b: Select): Select {
  const merged: Select = { ...a }
  for (const [key, value] of Object.entries(b)) {
    const held = merged[key]
    merged[key] = held === true || value === true ? true : held ? mergeSelect(held, value) : value
  }
  return merged
}

/**
 * Every field that holds a file of `target` (an upload or relationship to
 * it, however deep in groups, arrays, blocks and tabs), as a query path,
 * each marked whether a query can find it (Payload's query of a field that
 * holds several, `hasMany`, inside blocks finds nothing, without an error)
 * and with the select that reads only that field: a document read whole on
 * PostgreSQL joins every block's tables, seconds a page.
 */
export function fieldsTo(
  fields: Field[],
  target: string,
  prefix = '',
  inBlocks = false,
  wrap: (inner: Select) => Select = (inner) => inner,
  found: Found = new Map(),
): Found {
  const under = (
    inner: Field[],
    at: string,
    within: (inner: Select) => Select,
    blocks = inBlocks,
  ) => fieldsTo(inner, target, at, blocks, within, found)
  const named = (name: string) => (inner: Select) => wrap({ [name]: inner })
  for (const field of fields) {
    switch (field.type) {
      case 'upload':
      case 'relationship':
        if (field.relationTo === target) {
          const path = prefix + field.name
          const select = wrap({ [field.name]: true })
          const held = found.get(path)
          found.set(path, {
            queryable: !(inBlocks && field.hasMany) && (held?.queryable ?? true),
            select: held ? mergeSelect(held.select, select) : select,
          })
        }
        break
      case 'group':
        if ('name' in field && field.name)
          under(field.fields, `${prefix}${field.name}.`, named(field.name))
        else under(field.fields, prefix, wrap)
        break
      case 'array':
        under(field.fields, `${prefix}${field.name}.`, named(field.name))
        break
      case 'blocks':
        for (const block of field.blocks)
          under(
            block.fields,
            `${prefix}${field.name}.`,
            (inner) => wrap({ [field.name]: { [block.slug]: inner } }),
            true,
          )
        break
      case 'row':
      case 'collapsible':
        under(field.fields, prefix, wrap)
        break
      case 'tabs':
        for (const tab of field.tabs)
          if ('name' in tab && tab.name) under(tab.fields, `${prefix}${tab.name}.`, named(tab.name))
          else under(tab.fields, prefix, wrap)
        break
    }
  }
  return found
}

/** Every field that holds a file of `target`, as a query path (see `fieldsTo`). */
export function pathsTo(fields: Field[], target: string): string[] {
  return [...fieldsTo(fields, target).keys()]
}

/** Whether `value`, walked along `path` through groups and arrays, holds the file `id`. */
function holds(value: unknown, path: string[], id: string): boolean {
  if (Array.isArray(value)) return value.some((item) => holds(item, path, id))
  if (path.length === 0) {
    const held = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
    return held !== null && held !== undefined && String(held) === id
  }
  if (!value || typeof value !== 'object') return false
  return holds((value as Record<string, unknown>)[path[0]], path.slice(1), id)
}

type Use = { label: unknown; title?: string }

const inLanguage = (label: unknown, language: string): string => {
  if (typeof label === 'string') return label
  if (label && typeof label === 'object') {
    const words = label as Record<string, string>
    return words[language] ?? words.en ?? ''
  }
  return ''
}

/** Where the document `id` of `target` is used: each document or settings page once (`except`: collections not counted). */
export async function usesOf(
  req: PayloadRequest,
  target: string,
  id: string,
  except: readonly string[] = [],
): Promise<Use[]> {
  const { payload } = req
  const uses = new Map<string, Use>()
  for (const collection of payload.config.collections) {
    if (except.includes(collection.slug)) continue
    const paths = fieldsTo(collection.fields, target)
    if (paths.size === 0) continue
    const titleField = collection.admin?.useAsTitle ?? 'id'
    const drafts = [false, ...(collection.versions?.drafts ? [true] : [])]
    for (const [path, { queryable, select }] of paths)
      for (const locale of LOCALES)
        for (const draft of drafts) {
          const read = { collection: collection.slug, depth: 0, locale, draft, req }
          const walk = async () => {
            const { docs: all } = await payload.find({
              ...read,
              select: { ...select, [titleField]: true },
              pagination: false,
              overrideAccess: true,
            })
            return all.filter((doc) => holds(doc, path.split('.'), id))
          }
          const docs = (await (queryable
            ? payload
                .find({
                  ...read,
                  where: { [path]: { equals: id } },
                  select: { [titleField]: true },
                  limit: 5,
                  overrideAccess: true,
                })
                .then((found) => found.docs)
                .catch(async (error: unknown) => {
                  // Payload resolves a field under blocks by the first block that has
                  // its name (a gallery's `items.image` meets the FAQ's `items`), so
                  // such a path is walked in the documents instead.
                  if ((error as { name?: string }).name !== 'QueryError') throw error
                  return walk()
                })
            : walk())) as unknown as Array<Record<string, unknown>>
          for (const doc of docs) {
            const key = `${collection.slug}:${doc.id}`
            // A draft or a language without a title keeps the title another read found.
            const title = doc[titleField] || uses.get(key)?.title || doc.id
            uses.set(key, { label: collection.labels?.singular, title: String(title) })
          }
        }
  }
  for (const global of payload.config.globals) {
    const paths = pathsTo(global.fields, target)
    if (paths.length === 0) continue
    const drafts = [false, ...(global.versions?.drafts ? [true] : [])]
    for (const locale of LOCALES)
      for (const draft of drafts) {
        const doc = await payload.findGlobal({
          slug: global.slug,
          depth: 0,
          locale,
          draft,
          overrideAccess: true,
          req,
        })
        if (paths.some((path) => holds(doc, path.split('.'), id)))
          uses.set(`global:${global.slug}`, { label: global.label })
      }
  }
  return [...uses.values()]
}

/**
 * A file still shown somewhere is not deleted (the page would lose its
 * picture without a word): the refusal names where it is used, in the admin's
 * language, so staff can choose another file there first. The same holds for
 * other documents a page points at (a blog topic a latest-posts block shows),
 * with their own message; `except` names collections whose uses may go
 * (a post simply loses a deleted topic).
 */
export const refuseDeleteWhileUsed =
  (
    target: string,
    options: {
      message?: 'fileInUse' | 'topicInUse' | 'storyInUse'
      except?: readonly string[]
    } = {},
  ): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    const uses = await usesOf(req, target, String(id), options.except)
    if (uses.length === 0) return
    const language = req.i18n?.language === 'ar' ? 'ar' : 'en'
    // A title is isolated (it may be in the other script), so it cannot reorder the words around it.
    const quote = (title: string) =>
      language === 'ar' ? `«\u2068${title}\u2069»` : `“\u2068${title}\u2069”`
    const places = uses
      .slice(0, 5)
      .map((use) =>
        [inLanguage(use.label, language), use.title ? quote(use.title) : '']
          .filter(Boolean)
          .join(' '),
      )
      .join(' · ')
    const more = uses.length > 5 ? ` (+${uses.length - 5})` : ''
    throw new APIError(
      siteMessage(req, options.message ?? 'fileInUse', { places: `${places}${more}` }),
      409,
      { uses: uses.length },
      true,
    )
  }
