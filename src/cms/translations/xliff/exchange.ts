import { js2xliff } from 'xliff'
import type { Payload } from 'payload'

import { untranslatable } from '@/lib/fallback/marks'

import { wordsOf } from '../state'
import { entityOf, leavesOf, readAllLanguages, readStatuses, type Entity } from '../store'
import type { Leaf } from '../leaves'
import { richTextSource, type XliffValue } from './inline'

export const SOURCE_LANGUAGE = 'en'
export const TARGET_LANGUAGE = 'ar'

/** A document's `<file id>`: `services.12`, or a global's slug. */
export const fileId = (collection: string, id: string, global: boolean) =>
  global ? collection : `${collection}.${id}`

export function parseFileId(value: string): { collection: string; id: string; global: boolean } {
  const dot = value.indexOf('.')
  if (dot === -1) return { collection: value, id: value, global: true }
  return { collection: value.slice(0, dot), id: value.slice(dot + 1), global: false }
}

type Unit = {
  source: XliffValue
  target: XliffValue
  additionalAttributes: Record<string, string>
}

/** Words that need no translation: numbers, symbols, an address. */
/** The source (and any Arabic already there) of one field. */
export function unitOf(leaf: Leaf): Unit | null {
  if (!wordsOf(leaf.en, leaf.kind)) return null
  const attributes: Record<string, string> = { name: leaf.path, trgDir: 'rtl' }
  if (leaf.kind === 'richText') {
    const { source } = richTextSource(leaf.en)
    const target = wordsOf(leaf.ar, 'richText') ? richTextSource(leaf.ar).source : ''
    // An Arabic whose blocks are not the English's cannot be the target's starting point.
    const sameShape = Array.isArray(target) && target.length === source.length
    return { source, target: sameShape ? target : '', additionalAttributes: attributes }
  }
  const source = String(leaf.en)
  const target = typeof leaf.ar === 'string' ? leaf.ar : ''
  if (untranslatable(source)) attributes.translate = 'no'
  return { source, target, additionalAttributes: attributes }
}

export type ExportChoice =
  | { kind: 'documents'; collection: string; ids: string[] }
  | { kind: 'pending'; collection?: string }

/**
 * One XLIFF 2.0 file, English to Arabic: a `<file>` per document and a
 * `<unit>` per localized field (its stable key as the id, its path as the
 * name); a slug and fields of numbers or addresses carry `translate="no"`.
 * Chosen documents give every field with English; "pending" gives each
 * document's missing and out-of-date fields.
 */
export async function exportXliff(payload: Payload, choice: ExportChoice): Promise<string> {
  const wanted: Array<{ entity: Entity; id: string; only?: Set<string> }> = []
  if (choice.kind === 'documents') {
    const global = choice.ids.length === 1 && choice.ids[0] === choice.collection
    const entity =
      entityOf(payload.config, choice.collection, false) ??
      entityOf(payload.config, choice.collection, true)
    if (entity) for (const id of choice.ids) wanted.push({ entity, id: global ? entity.slug : id })
  } else {
    for (const status of await readStatuses(payload, {
      state: 'pending',
      collection: choice.collection,
    })) {
      const entity = entityOf(payload.config, status.collection, status.global)
      if (entity)
        wanted.push({
          entity,
          id: status.id,
          only: new Set([...status.missing, ...status.outdated]),
        })
    }
  }
  const resources: Record<string, Record<string, Unit>> = {}
  for (const { entity, id, only } of wanted) {
    const doc = await readAllLanguages(payload, entity, id)
    if (!doc) continue
    const units: Record<string, Unit> = {}
    if (typeof doc.slug === 'string' && doc.slug)
      units.slug = {
        source: doc.slug,
        target: doc.slug,
        additionalAttributes: { name: 'slug', translate: 'no' },
      }
    for (const leaf of leavesOf(payload.config, entity, doc)) {
      if (only && !only.has(leaf.path)) continue
      const unit = unitOf(leaf)
      if (unit) units[leaf.key] = unit
    }
    resources[fileId(entity.slug, id, entity.global)] = units
  }
  return js2xliff(
    { sourceLanguage: SOURCE_LANGUAGE, targetLanguage: TARGET_LANGUAGE, resources },
    // No indentation: whitespace inside a source or target is part of its text.
    { indent: '' },
  )
}
