import type { FlattenedField, SanitizedConfig } from 'payload'

/**
 * How the site's Payload fields hold localized text: the translation state
 * (cms/translations) and the marking of English fallbacks on Arabic pages
 * (lib/fallback) walk documents by these.
 */

type Data = Record<string, unknown>

/** A document, group or row: an object that is not a list. */
export const isData = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export const TRANSLATABLE = new Set(['text', 'textarea', 'richText'])

/** Whether a field is one localized text, textarea or rich text. */
export const isLocalizedText = (field: FlattenedField): boolean =>
  TRANSLATABLE.has(field.type) && Boolean(field.localized)

/** The blocks a blocks field offers (those it names by slug looked up in the config). */
export function blocksOf(field: FlattenedField, config?: SanitizedConfig) {
  if (field.type !== 'blocks') return []
  return (field.blockReferences ?? field.blocks).flatMap((block) => {
    const found =
      typeof block === 'string' ? config?.blocks?.find((each) => each.slug === block) : block
    return found ? [found] : []
  })
}

/** The fields of one row of an array, or of a block by its type. */
export function rowFieldsOf(
  field: FlattenedField,
  row: Data,
  config?: SanitizedConfig,
): FlattenedField[] | undefined {
  if (field.type === 'array') return field.flattenedFields
  return blocksOf(field, config).find((block) => block.slug === row.blockType)?.flattenedFields
}
