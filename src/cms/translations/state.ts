import { createHash } from 'node:crypto'

import { plainTextOf } from '@/lib/rich-text'

import type { Leaf } from './leaves'

/** What is remembered of one localized field between saves. */
export type FieldRecord = {
  /** Where the field is now (rows by position). */
  path: string
  /** Hashes of the current English and Arabic; null when empty. */
  en: string | null
  ar: string | null
  /** The English the Arabic was written (or confirmed) against. */
  basis: string | null
}

export type FieldRecords = Record<string, FieldRecord>

export type TranslationState = {
  fields: FieldRecords
  /** Paths whose Arabic is empty while the English is not. */
  missing: string[]
  /** Paths whose English changed after their Arabic was last written or confirmed. */
  outdated: string[]
}

/** The words of a value: a rich text's text, a string trimmed. */
export function wordsOf(value: unknown, kind: Leaf['kind']): string {
  if (kind === 'richText') return plainTextOf(value).trim()
  return typeof value === 'string' ? value.trim() : ''
}

/**
 * A short fingerprint of a value, or null when it holds no words. A rich
 * text is hashed whole (formatting and links count as a change); Lexical's
 * bookkeeping that does not show (direction, version) is hashed too, which
 * at worst marks a field outdated that staff confirm with one click.
 */
export function fingerprint(value: unknown, kind: Leaf['kind']): string | null {
  if (!wordsOf(value, kind)) return null
  const text = kind === 'richText' ? JSON.stringify(value) : String(value).trim()
  return createHash('sha256').update(text).digest('base64url').slice(0, 16)
}

/**
 * Each field's state after a save, from the document's values now and what
 * was remembered before. A field whose Arabic changed is translated against
 * the English of this save; one whose English changed since is out of date;
 * one seen for the first time with both languages counts as translated (the
 * content was there before anything was tracked).
 */
export function nextState(leaves: Leaf[], previous: FieldRecords = {}): TranslationState {
  const fields: FieldRecords = {}
  const missing: string[] = []
  const outdated: string[] = []
  for (const leaf of leaves) {
    const en = fingerprint(leaf.en, leaf.kind)
    const ar = fingerprint(leaf.ar, leaf.kind)
    const before = previous[leaf.key]
    const arabicChanged = !before || before.ar !== ar
    const basis = ar === null ? null : arabicChanged ? en : before.basis
    fields[leaf.key] = { path: leaf.path, en, ar, basis }
    if (en === null) continue
    if (ar === null) missing.push(leaf.path)
    else if (basis !== en) outdated.push(leaf.path)
  }
  return { fields, missing, outdated }
}

/** Confirms the Arabic of these paths as still right for today's English. */
export function confirmFields(state: TranslationState, paths: string[]): TranslationState {
  const fields: FieldRecords = {}
  for (const [key, field] of Object.entries(state.fields)) {
    const confirm = paths.includes(field.path) && field.ar !== null
    fields[key] = confirm ? { ...field, basis: field.en } : field
  }
  return {
    fields,
    missing: state.missing,
    outdated: state.outdated.filter((path) => !paths.includes(path)),
  }
}
