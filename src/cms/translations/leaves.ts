import type { FlattenedField, SanitizedConfig } from 'payload'

import {
  blocksOf,
  isData,
  isLocalizedText,
  rowFieldsOf,
  TRANSLATABLE,
} from '@/lib/localized-fields'

/** A localized text of a document: its place, and its English and Arabic values. */
export type Leaf = {
  /** Stable across reordering: array and block rows are named by their ids. */
  key: string
  /** Payload's path of the field (rows by position), as the edit view and the API name it. */
  path: string
  kind: 'text' | 'richText'
  en: unknown
  ar: unknown
  /** The longest text the field takes, where it says. */
  maxLength?: number
}

type Data = Record<string, unknown>

/** Whether a field (or anything inside it) is a localized text: what this module follows. */
export function hasLocalizedText(fields: FlattenedField[], config?: SanitizedConfig): boolean {
  return fields.some((field) => {
    if (isLocalizedText(field)) return true
    return childFieldSets(field, config).some((set) => hasLocalizedText(set, config))
  })
}

function childFieldSets(field: FlattenedField, config?: SanitizedConfig): FlattenedField[][] {
  if (field.type === 'group' || field.type === 'tab' || field.type === 'array')
    return [field.flattenedFields]
  return blocksOf(field, config).map((block) => block.flattenedFields)
}

const join = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name)

/**
 * Every localized text, textarea and rich text of a document read with
 * `locale: 'all'`, inside groups, tabs, arrays and blocks, each on its own.
 * The site localizes only these leaves (rows and blocks are shared by both
 * languages), so a leaf's value is `{ en, ar }`.
 */
export function localizedLeaves(
  fields: FlattenedField[],
  doc: Data,
  config?: SanitizedConfig,
  prefix = { key: '', path: '' },
): Leaf[] {
  const leaves: Leaf[] = []
  for (const field of fields) {
    if (!('name' in field) || !field.name) continue
    const value = doc[field.name]
    const key = join(prefix.key, field.name)
    const path = join(prefix.path, field.name)
    if (TRANSLATABLE.has(field.type)) {
      if (!field.localized) continue
      const byLocale = isData(value) ? value : {}
      leaves.push({
        key,
        path,
        kind: field.type === 'richText' ? 'richText' : 'text',
        en: byLocale.en,
        ar: byLocale.ar,
        ...('maxLength' in field && typeof field.maxLength === 'number'
          ? { maxLength: field.maxLength }
          : {}),
      })
      continue
    }
    if ((field.type === 'group' || field.type === 'tab') && isData(value)) {
      leaves.push(...localizedLeaves(field.flattenedFields, value, config, { key, path }))
      continue
    }
    if ((field.type === 'array' || field.type === 'blocks') && Array.isArray(value)) {
      value.forEach((row: unknown, index) => {
        if (!isData(row)) return
        const rowFields = rowFieldsOf(field, row, config)
        if (!rowFields) return
        const rowKey = `${key}.${typeof row.id === 'string' || typeof row.id === 'number' ? row.id : index}`
        leaves.push(
          ...localizedLeaves(rowFields, row, config, { key: rowKey, path: `${path}.${index}` }),
        )
      })
    }
  }
  return leaves
}
