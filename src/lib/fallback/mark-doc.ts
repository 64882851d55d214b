import type { FlattenedField, SanitizedConfig } from 'payload'

import { isData, isLocalizedText, rowFieldsOf } from '../localized-fields'
import { markEnglish, RICH_TEXT_FALLBACK, untranslatable } from './marks'

type Data = Record<string, unknown>

const isEmpty = (value: unknown) => value === null || value === undefined || value === ''

/** The row of `own` that is `row` (rows are shared by both languages; matched by id). */
function ownRow(own: unknown, row: Data, index: number): Data {
  if (!Array.isArray(own)) return {}
  const same = own[index]
  if (isData(same) && same.id === row.id) return same
  return own.find((each): each is Data => isData(each) && each.id === row.id) ?? {}
}

/** The fields of the collection a populated relation points at. */
function relatedFields(field: FlattenedField, config: SanitizedConfig) {
  if ((field.type !== 'upload' && field.type !== 'relationship') || Array.isArray(field.relationTo))
    return undefined
  return config.collections.find((each) => each.slug === field.relationTo)?.flattenedFields
}

/**
 * Marks, in `shown` (a document read in Arabic falling back to English), every
 * localized text whose Arabic is missing: the same document read without the
 * fallback (`own`) has nothing there. A text is marked with lib/fallback/marks;
 * a rich text gets `fallbackLanguage: 'en'`. Words that are not words to
 * translate (numbers, addresses) stay as they are. Groups, tabs, array rows,
 * blocks and populated uploads are followed; `shown` is changed in place (a
 * populated document is replaced by its marked copy).
 */
export function markFallbacks(
  config: SanitizedConfig,
  fields: FlattenedField[],
  shown: Data,
  own: Data,
): void {
  for (const field of fields) {
    if (!('name' in field) || !field.name || !(field.name in shown)) continue
    const name = field.name
    const value = shown[name]
    const mine = own[name]
    if (isLocalizedText(field)) {
      if (!isEmpty(mine) || isEmpty(value)) continue
      if (typeof value === 'string') {
        if (!untranslatable(value)) shown[name] = markEnglish(value)
      } else if (isData(value)) shown[name] = { ...value, [RICH_TEXT_FALLBACK]: 'en' }
      continue
    }
    if ((field.type === 'group' || field.type === 'tab') && isData(value)) {
      markFallbacks(config, field.flattenedFields, value, isData(mine) ? mine : {})
      continue
    }
    if ((field.type === 'array' || field.type === 'blocks') && Array.isArray(value)) {
      value.forEach((row: unknown, index) => {
        if (!isData(row)) return
        const rowFields = rowFieldsOf(field, row, config)
        if (rowFields) markFallbacks(config, rowFields, row, ownRow(mine, row, index))
      })
      continue
    }
    const related = relatedFields(field, config)
    // A picture Arabic did not choose is the English one (a field chosen per language): whether
    // its own words have Arabic cannot be told without its own read here, so they stay as read.
    if (!related || !isData(value) || !isData(mine)) continue
    // A populated document may be one object shared by every place that shows it (a picture in
    // two sections): each place's marks go on its own copy.
    const copy = structuredClone(value)
    markFallbacks(config, related, copy, mine)
    shown[name] = copy
  }
}
