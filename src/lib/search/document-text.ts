import type { FlattenedField } from 'payload'

import { isFallbackRichText, markEnglish } from '../fallback/marks'
import { plainTextOf } from '../rich-text'

/**
 * The words of a CMS document a visitor can read, found through its fields'
 * own config rather than a list kept by hand: every localized text, textarea
 * and rich-text field, at any depth of groups, arrays and blocks (a page's
 * layout, a service's sections). Slugs, colours, icons and addresses are not
 * localized, so they stay out of the index by the same rule.
 */
export function documentText(fields: readonly FlattenedField[], data: unknown): string[] {
  if (!data || typeof data !== 'object') return []
  const record = data as Record<string, unknown>
  const out: string[] = []
  for (const field of fields) {
    const value = record[field.name]
    if (value === null || value === undefined) continue
    switch (field.type) {
      case 'text':
      case 'textarea':
        if (field.localized && typeof value === 'string' && value.trim()) out.push(value.trim())
        break
      case 'richText':
        // A body that is English in place of Arabic keeps saying so, as a text does (lib/fallback).
        if (field.localized)
          out.push(isFallbackRichText(value) ? markEnglish(plainTextOf(value)) : plainTextOf(value))
        break
      case 'group':
        out.push(...documentText(field.flattenedFields, value))
        break
      case 'array':
        if (Array.isArray(value))
          for (const row of value) out.push(...documentText(field.flattenedFields, row))
        break
      case 'blocks':
        if (Array.isArray(value))
          for (const row of value) {
            const type = (row as { blockType?: unknown } | null)?.blockType
            const block = field.blocks.find((candidate) => candidate.slug === type)
            if (block) out.push(...documentText(block.flattenedFields, row))
          }
        break
      default:
        break
    }
  }
  return out.filter(Boolean)
}
