import type { Payload, TypedUser } from 'payload'
import { xml2js, type Element } from 'xml-js'
import { xliff2js } from 'xliff'

import { wordsOf } from '../state'
import { entityOf, leavesOf, readAllLanguages } from '../store'
import type { Leaf } from '../leaves'
import { parseFileId, SOURCE_LANGUAGE, TARGET_LANGUAGE, unitOf } from './exchange'
import {
  canonical,
  MarkupError,
  richTextFromTarget,
  wordsIn,
  type XliffElement,
  type XliffValue,
} from './inline'

export const XLIFF_NAMESPACE = 'urn:oasis:names:tc:xliff:document:2.0'

/** What happened to one unit of an imported file. */
export type UnitOutcome = 'applied' | 'skipped' | 'refused'
export type UnitReason =
  | 'translated'
  | 'unchanged'
  | 'noTarget'
  | 'notForTranslation'
  | 'unknownDocument'
  | 'unknownField'
  | 'englishChanged'
  | 'documentRefused'
  | 'malformedMarkup'
  | 'unsafeContent'
  | 'tooLong'

export type UnitReport = {
  file: string
  unit: string
  path?: string
  outcome: UnitOutcome
  reason: UnitReason
  detail?: string
}

export type ImportReport = {
  documents: Array<{ collection: string; id: string; applied: boolean; fields: number }>
  units: UnitReport[]
  applied: number
  skipped: number
  refused: number
}

/** Why a whole file is refused (a 400): the file is not an English→Arabic XLIFF 2.0 document. */
export class FileError extends Error {
  constructor(
    readonly reason: 'notXml' | 'notXliff2' | 'languagePair' | 'doctype',
    detail: string,
  ) {
    super(detail)
  }
}

const INLINE_ELEMENTS = new Set(['pc', 'ph'])
const UNSAFE = /<\s*\/?\s*script\b|javascript\s*:|\bon[a-z]+\s*=/i

/** The XML as elements, refused before the `xliff` library reads it when it is not what it must be. */
function checkedDocument(xml: string): Element {
  if (/<!DOCTYPE/i.test(xml)) throw new FileError('doctype', 'a DOCTYPE is not allowed')
  let parsed: Element
  try {
    parsed = xml2js(xml, { compact: false }) as Element
  } catch (error) {
    throw new FileError(
      'notXml',
      error instanceof Error ? error.message.split('\n')[0]! : 'not XML',
    )
  }
  const root = parsed.elements?.find((element) => element.type === 'element')
  const attributes = root?.attributes ?? {}
  if (
    root?.name !== 'xliff' ||
    attributes.xmlns !== XLIFF_NAMESPACE ||
    !String(attributes.version).startsWith('2.')
  )
    throw new FileError('notXliff2', 'the root is not an XLIFF 2 <xliff> element')
  const language = (value: unknown) =>
    String(value ?? '')
      .toLowerCase()
      .split('-')[0]
  if (
    language(attributes.srcLang) !== SOURCE_LANGUAGE ||
    language(attributes.trgLang) !== TARGET_LANGUAGE
  )
    throw new FileError(
      'languagePair',
      `srcLang="${String(attributes.srcLang)}" trgLang="${String(attributes.trgLang)}"`,
    )
  return root
}

/** Targets holding elements the site does not use, or script, by file and unit id. */
function targetProblems(root: Element): Map<string, UnitReason> {
  const problems = new Map<string, UnitReason>()
  const inspect = (element: Element): UnitReason | null => {
    for (const child of element.elements ?? []) {
      if (child.type === 'element' && !INLINE_ELEMENTS.has(child.name ?? ''))
        return 'malformedMarkup'
      if (
        (child.type === 'text' || child.type === 'cdata') &&
        UNSAFE.test(String(child.text ?? child.cdata ?? ''))
      )
        return 'unsafeContent'
      if (child.type === 'element') {
        const inner = inspect(child)
        if (inner) return inner
      }
    }
    return null
  }
  const walk = (element: Element, file: string) => {
    for (const child of element.elements ?? []) {
      if (child.type !== 'element') continue
      if (child.name === 'unit') {
        const segments = (child.elements ?? []).filter((each) => each.name === 'segment')
        const targets = segments.flatMap((segment) =>
          (segment.elements ?? []).filter((each) => each.name === 'target'),
        )
        const problem =
          segments.length > 1 ? 'malformedMarkup' : (targets.map(inspect).find(Boolean) ?? null)
        if (problem) problems.set(`${file}\u0000${String(child.attributes?.id)}`, problem)
      } else walk(child, file)
    }
  }
  for (const file of root.elements ?? [])
    if (file.name === 'file') walk(file, String(file.attributes?.id))
  return problems
}

const hasWords = (value: XliffValue | undefined) => wordsIn(value).trim().length > 0

/**
 * Writes the Arabic of an XLIFF 2.0 file as drafts (never straight to the
 * site): per document, every unit whose English has not changed since the
 * export and whose target is well-formed is applied in one draft save, as the
 * staff member importing. A document with any refused unit is not written at
 * all. Throws FileError for a file that is not English→Arabic XLIFF 2.0.
 */
export async function importXliff(
  payload: Payload,
  xml: string,
  user: TypedUser,
): Promise<ImportReport> {
  const root = checkedDocument(xml)
  const problems = targetProblems(root)
  let parsed: Awaited<ReturnType<typeof xliff2js>>
  try {
    parsed = await xliff2js(xml)
  } catch (error) {
    throw new FileError('notXliff2', error instanceof Error ? error.message : 'unreadable XLIFF')
  }
  const report: ImportReport = { documents: [], units: [], applied: 0, skipped: 0, refused: 0 }
  const add = (unit: UnitReport) => {
    report.units.push(unit)
    report[unit.outcome] += 1
  }

  for (const [file, units] of Object.entries(parsed.resources ?? {})) {
    const target = parseFileId(file)
    const entity = entityOf(payload.config, target.collection, target.global)
    const doc = entity ? await readAllLanguages(payload, entity, target.id) : null
    if (!entity || !doc) {
      for (const unit of Object.keys(units))
        add({ file, unit, outcome: 'skipped', reason: 'unknownDocument' })
      continue
    }
    const leaves = new Map(leavesOf(payload.config, entity, doc).map((leaf) => [leaf.key, leaf]))
    const pending: UnitReport[] = []
    const changes: Array<{ leaf: Leaf; value: unknown }> = []
    for (const [key, unit] of Object.entries(units)) {
      const base = { file, unit: key }
      const leaf = leaves.get(key)
      const problem = problems.get(`${file}\u0000${key}`)
      if (problem) {
        pending.push({ ...base, path: leaf?.path, outcome: 'refused', reason: problem })
        continue
      }
      if (unit.additionalAttributes?.translate === 'no') {
        pending.push({ ...base, path: leaf?.path, outcome: 'skipped', reason: 'notForTranslation' })
        continue
      }
      if (!leaf) {
        pending.push({ ...base, outcome: 'skipped', reason: 'unknownField' })
        continue
      }
      const withPath = { ...base, path: leaf.path }
      const now = unitOf(leaf)
      if (!now || canonical(now.source) !== canonical(unit.source as XliffValue)) {
        pending.push({ ...withPath, outcome: 'skipped', reason: 'englishChanged' })
        continue
      }
      const given = unit.target as XliffValue | undefined
      if (!hasWords(given)) {
        pending.push({ ...withPath, outcome: 'skipped', reason: 'noTarget' })
        continue
      }
      if (canonical(given) === canonical(now.target)) {
        pending.push({ ...withPath, outcome: 'skipped', reason: 'unchanged' })
        continue
      }
      let value: unknown
      try {
        if (leaf.kind === 'richText') value = richTextFromTarget(leaf.en, given!)
        else if (typeof given !== 'string')
          throw new MarkupError('a plain text field takes no codes')
        else value = given.trim()
      } catch (error) {
        if (!(error instanceof MarkupError)) throw error
        pending.push({
          ...withPath,
          outcome: 'refused',
          reason: 'malformedMarkup',
          detail: error.message,
        })
        continue
      }
      if (leaf.maxLength && wordsOf(value, leaf.kind).length > leaf.maxLength) {
        pending.push({
          ...withPath,
          outcome: 'refused',
          reason: 'tooLong',
          detail: `at most ${leaf.maxLength}`,
        })
        continue
      }
      changes.push({ leaf, value })
      pending.push({ ...withPath, outcome: 'applied', reason: 'translated' })
    }

    // Never half a document: one refused unit and none of its fields is written.
    const refused = pending.some((unit) => unit.outcome === 'refused')
    for (const unit of pending)
      add(
        refused && unit.outcome === 'applied'
          ? { ...unit, outcome: 'skipped', reason: 'documentRefused' }
          : unit,
      )
    const apply = !refused && changes.length > 0
    if (apply) await writeArabicDraft(payload, entity, target.id, changes, user)
    report.documents.push({
      collection: target.collection,
      id: target.id,
      applied: apply,
      fields: apply ? changes.length : 0,
    })
  }
  return report
}

type Data = Record<string, unknown>

function setAt(doc: Data, path: string, value: unknown) {
  const segments = path.split('.')
  let at: unknown = doc
  for (const segment of segments.slice(0, -1)) at = (at as Data)[segment]
  ;(at as Data)[segments.at(-1)!] = value
}

/** The document's Arabic with these fields changed, saved as a draft by the importing staff member. */
async function writeArabicDraft(
  payload: Payload,
  entity: NonNullable<ReturnType<typeof entityOf>>,
  id: string,
  changes: Array<{ leaf: Leaf; value: unknown }>,
  user: TypedUser,
) {
  const read = {
    locale: 'ar',
    fallbackLocale: false,
    draft: true,
    depth: 0,
    overrideAccess: true,
  } as const
  const arabic = (
    entity.global
      ? await payload.findGlobal({ slug: entity.slug as never, ...read })
      : await payload.findByID({ collection: entity.slug as never, id, ...read })
  ) as Data
  for (const { leaf, value } of changes) setAt(arabic, leaf.path, value)
  const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = arabic
  const data = { ...fields, _status: 'draft' } as never
  const write = { locale: 'ar', draft: true, data, user, overrideAccess: false, depth: 0 } as const
  if (entity.global) await payload.updateGlobal({ slug: entity.slug as never, ...write })
  else await payload.update({ collection: entity.slug as never, id, ...write })
}

export type { XliffElement }
