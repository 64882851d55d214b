import type { Payload, PayloadRequest, SanitizedConfig, Where } from 'payload'

import { hasLocalizedText, localizedLeaves, type Leaf } from './leaves'
import { nextState, type FieldRecords, type TranslationState } from './state'

export const STATES = 'translation-states'

/** A document whose Arabic is followed: a collection's document, or a global. */
export type Target = { collection: string; id: string; global: boolean }

/** One document's Arabic as staff and `GET /api/translation-status` see it. */
export type TranslationStatus = {
  collection: string
  id: string
  global: boolean
  title: string
  missing: string[]
  outdated: string[]
  /** Fields with English: how many the Arabic page would show. */
  counted: number
}

type Row = {
  id: number | string
  doc_collection: string
  doc_id: string
  global?: boolean | null
  title?: string | null
  counted?: number | null
  missing?: unknown
  outdated?: unknown
  fields?: unknown
}

type Data = Record<string, unknown>

const paths = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((each): each is string => typeof each === 'string') : []

export const statusOf = (row: Row): TranslationStatus => ({
  collection: row.doc_collection,
  id: row.doc_id,
  global: Boolean(row.global),
  title: row.title ?? row.doc_id,
  missing: paths(row.missing),
  outdated: paths(row.outdated),
  counted: Number(row.counted ?? 0),
})

/** The collections and globals with localized text, and their fields. */
export function translatedEntities(config: SanitizedConfig) {
  return [
    ...config.collections
      .filter(
        (each) =>
          (each.slug as string) !== STATES && hasLocalizedText(each.flattenedFields, config),
      )
      .map((each) => ({
        slug: each.slug,
        global: false,
        fields: each.flattenedFields,
        titleField: each.admin?.useAsTitle,
        drafts: Boolean(each.versions && each.versions.drafts),
      })),
    ...config.globals
      .filter((each) => hasLocalizedText(each.flattenedFields, config))
      .map((each) => ({
        slug: each.slug,
        global: true,
        fields: each.flattenedFields,
        titleField: undefined,
        drafts: Boolean(each.versions && each.versions.drafts),
      })),
  ]
}

export type Entity = ReturnType<typeof translatedEntities>[number]

// Worked out once per config: every save and every endpoint call looks its entity up here.
const entitiesByConfig = new WeakMap<SanitizedConfig, Entity[]>()

export function entityOf(config: SanitizedConfig, slug: string, global: boolean) {
  if (!entitiesByConfig.has(config)) entitiesByConfig.set(config, translatedEntities(config))
  return entitiesByConfig.get(config)!.find((each) => each.slug === slug && each.global === global)
}

function entityTitle(entity: Entity, doc: Data, label: unknown): string {
  const value = entity.titleField ? doc[entity.titleField] : undefined
  const title =
    typeof value === 'object' && value !== null ? (value as Data).en : (value as unknown)
  if (typeof title === 'string' && title.trim()) return title.trim()
  if (typeof title === 'number') return String(title)
  const named = typeof label === 'object' && label !== null ? (label as Data).en : label
  return typeof named === 'string' ? named : entity.slug
}

/** A document as saved last (its newest draft where there are drafts), every language at once. */
export async function readAllLanguages(
  payload: Payload,
  entity: Entity,
  id: string,
  req?: PayloadRequest,
) {
  const common = {
    locale: 'all',
    fallbackLocale: false,
    draft: entity.drafts,
    depth: 0,
    overrideAccess: true,
    req,
  } as const
  if (entity.global)
    return (await payload.findGlobal({ slug: entity.slug as never, ...common })) as Data
  // findByID, not find: only it replaces a published document by its newer draft.
  const found = await payload.findByID({
    collection: entity.slug as never,
    id,
    disableErrors: true,
    ...common,
  })
  return (found as Data | null) ?? null
}

async function findRow(payload: Payload, target: Target, req?: PayloadRequest) {
  const found = await payload.find({
    collection: STATES as never,
    where: {
      and: [{ doc_collection: { equals: target.collection } }, { doc_id: { equals: target.id } }],
    },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return (found.docs[0] as unknown as Row | undefined) ?? null
}

export const readRow = findRow

/** Stores a document's state: one row per document, created on its first save. */
async function writeRow(
  payload: Payload,
  target: Target,
  title: string,
  state: TranslationState,
  existing: Row | null,
  req?: PayloadRequest,
) {
  const data = {
    doc_collection: target.collection,
    doc_id: target.id,
    global: target.global,
    title,
    pending: state.missing.length + state.outdated.length,
    counted: Object.values(state.fields).filter((field) => field.en !== null).length,
    missing: state.missing,
    outdated: state.outdated,
    fields: state.fields,
  }
  const common = { depth: 0, overrideAccess: true, req, context: { translationState: true } }
  if (existing)
    return payload.update({
      collection: STATES as never,
      id: existing.id,
      data: data as never,
      ...common,
    })
  return payload.create({ collection: STATES as never, data: data as never, ...common })
}

export const storedFields = (row: Row | null): FieldRecords =>
  row && typeof row.fields === 'object' && row.fields !== null ? (row.fields as FieldRecords) : {}

export function leavesOf(config: SanitizedConfig, entity: Entity, doc: Data): Leaf[] {
  return localizedLeaves(entity.fields, doc, config)
}

/**
 * Works out a document's state from what it holds now and what was
 * remembered, and stores it. Called by the save hooks inside the save's own
 * transaction (req), so the state and the document never disagree.
 */
export async function recordState(
  payload: Payload,
  entity: Entity,
  id: string,
  req?: PayloadRequest,
  label?: unknown,
): Promise<TranslationState | null> {
  const doc = await readAllLanguages(payload, entity, id, req)
  if (!doc) return null
  const target = { collection: entity.slug, id, global: entity.global }
  const existing = await findRow(payload, target, req)
  const state = nextState(leavesOf(payload.config, entity, doc), storedFields(existing))
  await writeRow(payload, target, entityTitle(entity, doc, label), state, existing, req)
  return state
}

/** Replaces a stored state (a confirmation), keeping its title. */
export async function replaceState(
  payload: Payload,
  target: Target,
  state: TranslationState,
  existing: Row,
  req?: PayloadRequest,
) {
  return writeRow(payload, target, existing.title ?? target.id, state, existing, req)
}

export async function forgetDocument(payload: Payload, target: Target, req?: PayloadRequest) {
  await payload.delete({
    collection: STATES as never,
    where: {
      and: [{ doc_collection: { equals: target.collection } }, { doc_id: { equals: target.id } }],
    },
    overrideAccess: true,
    req,
  })
}

export type StateFilter = 'pending' | 'missing' | 'outdated' | 'all'

/**
 * The stored states, by title: those with anything to translate (`pending`),
 * with missing or with outdated fields, or all; of one collection or
 * document when asked.
 */
export async function readStatuses(
  payload: Payload,
  filter: { state: StateFilter; collection?: string; id?: string },
): Promise<TranslationStatus[]> {
  const where: Where[] = []
  if (filter.collection) where.push({ doc_collection: { equals: filter.collection } })
  if (filter.id) where.push({ doc_id: { equals: filter.id } })
  if (filter.state !== 'all') where.push({ pending: { greater_than: 0 } })
  const rows = await payload.find({
    collection: STATES as never,
    where: { and: where },
    pagination: false,
    depth: 0,
    sort: 'title',
    overrideAccess: true,
    select: {
      doc_collection: true,
      doc_id: true,
      global: true,
      title: true,
      counted: true,
      missing: true,
      outdated: true,
    } as never,
  })
  const statuses = rows.docs.map((row) => statusOf(row as never))
  // Which list is empty is read here: JSON queries differ between the two databases.
  if (filter.state === 'missing') return statuses.filter((each) => each.missing.length)
  if (filter.state === 'outdated') return statuses.filter((each) => each.outdated.length)
  return statuses
}
