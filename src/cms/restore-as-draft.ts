import {
  restoreVersionOperation,
  restoreVersionOperationGlobal,
  type CollectionSlug,
  type Endpoint,
  type Field,
  type GlobalSlug,
  type PayloadRequest,
} from 'payload'

import { isLocale, type Locale } from '@/i18n/routing'
import { RESTORING } from './audit/hooks'
import { relationId } from '@/lib/relation-id'

/**
 * Staff restoring a version (the admin's versions view, or REST) get it as a
 * draft: nothing old goes live by a click. The admin then opens the restored
 * draft, with its live preview, and staff publish it as any other edit.
 *
 * Only the content language staff are working in comes back: a translator
 * restoring yesterday's Arabic keeps today's English, and the other way round.
 * "Working in" is `?locale=` when given, else the content language the admin
 * last showed them (Payload keeps it as their `locale` preference). To restore
 * both, staff restore again in the other language, or call with `?locale=all`.
 *
 * Payload's own restore publishes a published version at once and restores
 * every language; these endpoints answer the same addresses first (an entity's
 * own endpoints come before Payload's). Scripts calling the Local API keep
 * Payload's meaning.
 */
type Languages = Locale | 'all'

/** What a version holds beside the content: never written back by a restore. */
const NOT_CONTENT = ['id', 'createdAt', 'updatedAt', '_status', 'updated_by'] as const

/** Answered as Payload answers its own restore: a document's fields at the top, a global's under `doc`. */
const answer = (req: PayloadRequest, doc: unknown) =>
  Response.json({ ...(doc as object), message: req.t('version:restoredSuccessfully') })
const answerGlobal = (req: PayloadRequest, doc: unknown) =>
  Response.json({ doc, message: req.t('version:restoredSuccessfully') })

const depthOf = (req: PayloadRequest) => {
  const depth = Number(req.query?.depth)
  return Number.isInteger(depth) && depth >= 0 && depth <= 2 ? depth : undefined
}

/** The content language the admin last showed this staff member (its locale switcher). */
async function workingLanguage(req: PayloadRequest): Promise<Locale | undefined> {
  if (!req.user) return undefined
  const { docs } = await req.payload.find({
    collection: 'payload-preferences',
    where: {
      key: { equals: 'locale' },
      'user.value': { equals: req.user.id },
      'user.relationTo': { equals: req.user.collection },
    },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req: { ...req },
  })
  const value = docs[0]?.value
  return isLocale(value) ? value : undefined
}

async function restoreLanguages(req: PayloadRequest): Promise<Languages> {
  const asked = req.query?.locale
  if (asked === 'all' || isLocale(asked)) return asked
  return (await workingLanguage(req)) ?? 'en'
}

/**
 * Marks each language's own value the version did not have as empty (null):
 * read without fallback such a value is absent, and an absent value would
 * leave today's text in place instead of restoring "not written yet".
 */
function emptiesKept(fields: readonly Field[], data: Record<string, unknown>): void {
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) {
          const inner = data[tab.name]
          if (inner && typeof inner === 'object') emptiesKept(tab.fields, inner as never)
        } else emptiesKept(tab.fields, data)
      }
      continue
    }
    if (!('name' in field) || !field.name) {
      if ('fields' in field) emptiesKept(field.fields, data)
      continue
    }
    const value = data[field.name]
    if ('localized' in field && field.localized && value === undefined) data[field.name] = null
    else if (field.type === 'group' && value && typeof value === 'object')
      emptiesKept(field.fields, value as never)
    else if (field.type === 'array' && Array.isArray(value))
      for (const row of value) emptiesKept(field.fields, row)
    else if (field.type === 'blocks' && Array.isArray(value))
      for (const row of value) {
        const block = field.blocks.find((each) => each.slug === row?.blockType)
        if (block) emptiesKept(block.fields, row)
      }
  }
}

/** A version's content in one language, exactly as it was: empty stays empty, no fallback. */
function contentOf(fields: readonly Field[], version: unknown): Record<string, unknown> {
  const content = { ...(version as Record<string, unknown>) }
  for (const key of NOT_CONTENT) delete content[key]
  emptiesKept(fields, content)
  return content
}

/** What a restore needs of a collection or a global: its fields, and Payload's reads and writes. */
type Restorable = {
  fields: (req: PayloadRequest) => readonly Field[]
  /** Payload's own restore of every language (its Local API form does not pass `draft` on). */
  restoreAll: (req: PayloadRequest, id: string) => Promise<unknown>
  findVersion: (
    req: PayloadRequest,
    id: string,
    locale: Locale,
  ) => Promise<{ parent?: unknown; version: unknown }>
  write: (
    req: PayloadRequest,
    parent: unknown,
    locale: Locale,
    data: Record<string, unknown>,
  ) => Promise<unknown>
  answer: (req: PayloadRequest, doc: unknown) => Response
}

/** Staff's own rights (the request's user), and the depth asked for: a restore reads and writes as the staff member. */
const asStaff = (req: PayloadRequest) => ({
  depth: depthOf(req),
  draft: true,
  overrideAccess: false,
})

/** The version in one language, read through a copy of the request (the call would switch its language). */
const versionRead = (req: PayloadRequest, id: string, locale: Locale) => ({
  id,
  locale,
  fallbackLocale: false as const,
  depth: 0,
  // The copy carries the staff member, whose rights the read keeps.
  overrideAccess: false,
  req: { ...req },
})

const restoreEndpoint = (entity: string, target: Restorable): Endpoint => ({
  path: '/versions/:id',
  method: 'post',
  handler: async (req) => {
    const id = String(req.routeParams?.id ?? '')
    // The save below goes in the audit log as a restore, not as an edit.
    req.context[RESTORING] = entity
    const languages = await restoreLanguages(req)
    if (languages === 'all') return target.answer(req, await target.restoreAll(req, id))
    const version = await target.findVersion(req, id, languages)
    const data = contentOf(target.fields(req), version.version)
    return target.answer(req, await target.write(req, version.parent, languages, data))
  },
})

export const restoreCollectionVersionAsDraft = (slug: string): Endpoint => {
  const collection = slug as CollectionSlug
  return restoreEndpoint(slug, {
    fields: (req) => req.payload.collections[collection].config.fields,
    restoreAll: (req, id) =>
      restoreVersionOperation({
        collection: req.payload.collections[collection],
        id,
        ...asStaff(req),
        req,
      }),
    findVersion: (req, id, locale) =>
      req.payload.findVersionByID({ collection, ...versionRead(req, id, locale) }),
    write: (req, parent, locale, data) =>
      req.payload.update({
        collection,
        id: relationId(parent) as number,
        locale,
        data: data as never,
        ...asStaff(req),
        req,
      }),
    answer,
  })
}

export const restoreGlobalVersionAsDraft = (slug: string): Endpoint => {
  const global = slug as GlobalSlug
  const configOf = (req: PayloadRequest) =>
    req.payload.globals.config.find((config) => config.slug === global)!
  return restoreEndpoint(slug, {
    fields: (req) => configOf(req).fields,
    restoreAll: (req, id) =>
      restoreVersionOperationGlobal({ globalConfig: configOf(req), id, ...asStaff(req), req }),
    findVersion: (req, id, locale) =>
      req.payload.findGlobalVersionByID({ slug: global, ...versionRead(req, id, locale) }),
    write: (req, _parent, locale, data) =>
      req.payload.updateGlobal({ slug: global, locale, data: data as never, ...asStaff(req), req }),
    answer: answerGlobal,
  })
}
