import {
  buildVersionCollectionFields,
  buildVersionGlobalFields,
  type FlattenedField,
  type SanitizedCollectionConfig,
  type SanitizedConfig,
} from 'payload'
import { parse } from 'qs-esm'

import type { Bilingual } from '@/lib/bilingual'

/**
 * The `where` and `select` of a REST query, judged against the fields they
 * name before Payload runs them. The SQL adapters (SQLite and PostgreSQL
 * alike) answer many well-formed queries with a 500: operators they do not
 * implement (`all`, `near`, `within`, `intersects`), a list where one value
 * is expected, a date, choice, flag or id that is none, text search on a
 * number, date, choice or flag column, JSON paths into rich text, and any
 * field list that excludes fields (`select[title]=false`) on a collection
 * with blocks. A query passes when each condition uses an operator Payload's
 * own filter offers for that field type (@payloadcms/ui WhereBuilder
 * field-types) with a value of the right shape; paths this does not know are
 * left to Payload, which refuses them itself (400).
 */

const EQUALITY = ['equals', 'not_equals', 'in', 'not_in', 'exists']
const COMPARISON = ['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal']
const TEXT_SEARCH = ['like', 'not_like', 'contains']
const LIST_OPERATORS = ['in', 'not_in']
/** Payload's operators (payload/shared validOperators); any other name is refused. */
const KNOWN_OPERATORS = new Set([
  ...EQUALITY,
  ...COMPARISON,
  ...TEXT_SEARCH,
  'all',
  'near',
  'within',
  'intersects',
])
const GEO_OPERATORS = ['near', 'within', 'intersects']

/** Per field type, the operators Payload's admin uses (and the adapters answer). */
const OPERATORS: Partial<Record<FlattenedField['type'], string[]>> = {
  text: [...EQUALITY, ...TEXT_SEARCH],
  textarea: [...EQUALITY, ...TEXT_SEARCH],
  code: [...EQUALITY, ...TEXT_SEARCH],
  // The admin's filter offers only `contains`, but its relationship picker
  // searches accounts by e-mail (Users' title) with `like`: a text column.
  email: [...EQUALITY, ...TEXT_SEARCH],
  number: [...EQUALITY, ...COMPARISON],
  date: [...EQUALITY, ...COMPARISON],
  checkbox: ['equals', 'not_equals', 'exists'],
  select: EQUALITY,
  radio: EQUALITY,
  relationship: EQUALITY,
  upload: EQUALITY,
  json: ['exists'],
  richText: ['exists'],
  point: ['equals', 'not_equals', 'exists', ...GEO_OPERATORS],
}
const ID_OPERATORS = [...EQUALITY, ...COMPARISON, 'like']
/** Inside a JSON field: what both adapters' JSON queries implement. */
const JSON_PATH_OPERATORS = ['equals', 'not_equals', 'like', 'not_like', 'exists']

/** What a path of a `where` leads to; null when it leads nowhere this knows (Payload's to refuse). */
type Target =
  | { kind: 'field'; field: FlattenedField }
  | { kind: 'id'; numeric: boolean; polymorphic?: true }
  | { kind: 'choice'; name: string; options: string[] }
  | { kind: 'json-path' | 'rich-text-path' | 'block-type' }
  | null

const NUMERIC_ID = /^\d{1,15}$/

export const hasNumericIds = (config: SanitizedConfig, collection: SanitizedCollectionConfig) => {
  if (config.db.defaultIDType !== 'number') return false
  const custom = collection.fields.find((field) => 'name' in field && field.name === 'id')
  return !custom || custom.type === 'number'
}

const collectionOf = (config: SanitizedConfig, slug: string) =>
  config.collections.find((each) => each.slug === slug)

function blockFields(config: SanitizedConfig, field: FlattenedField): FlattenedField[][] {
  if (field.type !== 'blocks') return []
  return (field.blockReferences ?? field.blocks).flatMap((block) => {
    const found =
      typeof block === 'string' ? config.blocks?.find((each) => each.slug === block) : block
    return found?.flattenedFields ? [found.flattenedFields] : []
  })
}

/** Follows a dotted path as Payload's getLocalizedPaths does. */
function resolvePath(
  config: SanitizedConfig,
  fields: FlattenedField[],
  segments: string[],
  idNumeric: boolean,
): Target {
  const locales = config.localization ? config.localization.localeCodes : []
  let current = fields
  let localized = false
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!
    const last = i === segments.length - 1
    const field = current.find((each) => each.name === segment)
    if (!field) return segment === 'id' && last ? { kind: 'id', numeric: idNumeric } : null
    localized ||= Boolean(field.localized)
    if (localized && locales.includes(segments[i + 1] ?? '')) i += 1
    const rest = segments.slice(i + 1)
    if (rest.length === 0) return { kind: 'field', field }
    switch (field.type) {
      case 'relationship':
      case 'upload': {
        if (Array.isArray(field.relationTo)) {
          if (rest.length !== 1) return null
          if (rest[0] === 'relationTo')
            return { kind: 'choice', name: segments.join('.'), options: field.relationTo }
          if (rest[0] === 'value') {
            const numeric = field.relationTo.every((slug) => {
              const related = collectionOf(config, slug)
              return related ? hasNumericIds(config, related) : false
            })
            return { kind: 'id', numeric, polymorphic: true }
          }
          return null
        }
        const related = collectionOf(config, field.relationTo)
        if (!related) return null
        return resolvePath(config, related.flattenedFields, rest, hasNumericIds(config, related))
      }
      case 'join': {
        const slug = Array.isArray(field.collection) ? null : field.collection
        const related = slug ? collectionOf(config, slug) : undefined
        if (!related) return null
        return resolvePath(config, related.flattenedFields, rest, hasNumericIds(config, related))
      }
      case 'json':
        return { kind: 'json-path' }
      case 'richText':
        return { kind: 'rich-text-path' }
      case 'blocks': {
        if (rest[0] === 'blockType') return rest.length === 1 ? { kind: 'block-type' } : null
        const inBlock = blockFields(config, field).find((each) =>
          each.some((sub) => sub.name === rest[0]),
        )
        if (!inBlock) return null
        current = inBlock
        continue
      }
      default:
        if (!('flattenedFields' in field)) return null
        current = field.flattenedFields
    }
  }
  return null
}

const isScalar = (value: unknown): value is string | number | boolean | null =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value)

/** The items an `in` / `not_in` value stands for: a list, or one comma-separated string. */
const itemsOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value]

const isDate = (value: unknown) =>
  value === '' ||
  value === 'null' ||
  value === null ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && !Number.isNaN(new Date(value).getTime()))

const isId = (numeric: boolean) => (value: unknown) =>
  numeric
    ? (typeof value === 'string' && NUMERIC_ID.test(value)) ||
      (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0)
    : typeof value === 'string' && value !== ''

const MUST = {
  single: { en: 'a single value', ar: 'قيمة واحدة' },
  list: { en: 'a value or a list of values', ar: 'قيمة أو قائمة قيم' },
  date: { en: 'a date', ar: 'تاريخًا' },
  flag: { en: 'true or false', ar: 'true أو false' },
  option: { en: 'one of the field’s options', ar: 'أحد خيارات الحقل' },
  id: { en: 'a document id', ar: 'معرّف مستند' },
  relation: {
    en: 'a relationTo and a value naming a document',
    ar: 'relationTo وقيمة value تسمّي مستندًا',
  },
} satisfies Record<string, Bilingual>

const badValue = (path: string, operator: string, kind: Bilingual): Bilingual => ({
  en: `The value of "${path}" for "${operator}" must be ${kind.en}.`,
  ar: `قيمة "${path}" للعامل "${operator}" يجب أن تكون ${kind.ar}.`,
})
const badOperator = (path: string, operator: string): Bilingual => ({
  en: `The operator "${operator}" cannot be used on "${path}".`,
  ar: `لا يمكن استخدام العامل "${operator}" مع "${path}".`,
})
const WHERE_SHAPE: Bilingual = {
  en: 'The query parameter "where" must map field paths to operators, and "and" / "or" to lists of conditions.',
  ar: 'يجب أن يربط معامل الاستعلام "where" مسارات الحقول بالعوامل، و"and" / "or" بقوائم من الشروط.',
}

/** One condition (`path`, `operator`, `value`) against what the path leads to. */
function conditionProblem(
  config: SanitizedConfig,
  target: Exclude<Target, null>,
  path: string,
  operator: string,
  value: unknown,
): Bilingual | null {
  const allowed = (() => {
    switch (target.kind) {
      case 'id':
        // The id half of a polymorphic relationship: Payload's filter offers these.
        return target.polymorphic ? ['equals', 'not_equals', 'exists'] : ID_OPERATORS
      case 'choice':
        return EQUALITY
      case 'json-path':
        return JSON_PATH_OPERATORS
      case 'rich-text-path':
      case 'block-type':
        return []
      case 'field': {
        const { field } = target
        // Object notation ({ relationTo, value }) is implemented for `equals` only.
        if ('relationTo' in field && Array.isArray(field.relationTo)) return ['equals']
        const operators = OPERATORS[field.type] ?? []
        // Geometry queries exist in PostgreSQL (PostGIS) only.
        return field.type === 'point' && config.db.name !== 'postgres'
          ? operators.filter((each) => !GEO_OPERATORS.includes(each))
          : operators
      }
    }
  })()
  if (!allowed.includes(operator)) return badOperator(path, operator)
  if (target.kind === 'field' && target.field.type === 'point') return null

  const field = target.kind === 'field' ? target.field : null
  // A polymorphic relationship is matched by { relationTo, value } only.
  if (field && 'relationTo' in field && Array.isArray(field.relationTo)) {
    const { relationTo, value: id } = (value ?? {}) as Record<string, unknown>
    const related = typeof relationTo === 'string' ? collectionOf(config, relationTo) : undefined
    const fine =
      value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      Object.keys(value).length === 2 &&
      related !== undefined &&
      field.relationTo.includes(related.slug) &&
      isId(hasNumericIds(config, related))(id)
    return fine ? null : badValue(path, operator, MUST.relation)
  }

  const isList = LIST_OPERATORS.includes(operator)
  const hasMany = field !== null && 'hasMany' in field && field.hasMany === true
  if (isList || (operator === 'contains' && hasMany)) {
    const items = itemsOf(value)
    if (!items.every(isScalar) || (Array.isArray(value) && value.length === 0))
      return badValue(path, operator, isList ? MUST.list : MUST.single)
  } else if (!isScalar(value)) return badValue(path, operator, MUST.single)
  if (operator === 'exists') return null

  const items = isList ? itemsOf(value) : [value]
  const every = (test: (item: unknown) => boolean, kind: Bilingual) =>
    items.every(test) ? null : badValue(path, operator, kind)
  // A row id compared one by one only rules a row out (the admin searches ids with `like`);
  // in a list, each must be an id.
  if (target.kind === 'id')
    return isList || target.polymorphic ? every(isId(target.numeric), MUST.id) : null
  if (target.kind === 'choice')
    return every((item) => target.options.includes(String(item)), MUST.option)
  if (!field) return null
  switch (field.type) {
    case 'date':
      return every(isDate, MUST.date)
    case 'checkbox':
      return every((item) => ['true', 'false', true, false].includes(item as never), MUST.flag)
    case 'select':
    case 'radio': {
      const options = field.options.map((option) =>
        typeof option === 'string' ? option : option.value,
      )
      return every((item) => options.includes(String(item)), MUST.option)
    }
    case 'relationship':
    case 'upload': {
      const related = collectionOf(config, field.relationTo as string)
      const numeric = related ? hasNumericIds(config, related) : false
      return every((item) => item === 'null' || item === null || isId(numeric)(item), MUST.id)
    }
    default:
      return null
  }
}

/** A whole `where` (nested and / or lists included); the first problem found, or null. */
export function whereProblem(
  config: SanitizedConfig,
  fields: FlattenedField[],
  idNumeric: boolean,
  where: unknown,
): Bilingual | null {
  if (where === undefined || where === '') return null
  if (!where || typeof where !== 'object' || Array.isArray(where)) return WHERE_SHAPE
  for (const [key, condition] of Object.entries(where)) {
    if (['and', 'or'].includes(key.toLowerCase())) {
      if (!Array.isArray(condition)) return WHERE_SHAPE
      for (const each of condition) {
        const problem = whereProblem(config, fields, idNumeric, each)
        if (problem) return problem
      }
      continue
    }
    if (!condition || typeof condition !== 'object' || Array.isArray(condition)) return WHERE_SHAPE
    const target = resolvePath(config, fields, key.split('.'), idNumeric)
    for (const [operator, value] of Object.entries(condition)) {
      if (!KNOWN_OPERATORS.has(operator)) return badOperator(key, operator)
      // Paths this does not know are Payload's to refuse ("cannot be queried").
      if (!target) continue
      const problem = conditionProblem(config, target, key, operator, value)
      if (problem) return problem
    }
  }
  return null
}

const SELECT_SHAPE = (name: string): Bilingual => ({
  en: `The query parameter "${name}" must list the fields to include, each set to true.`,
  ar: `يجب أن يسرد معامل الاستعلام "${name}" الحقول المطلوبة، كلٌّ منها بالقيمة true.`,
})

/** Field lists (`select`, and each collection's list in `populate`): inclusion only. */
function fieldListProblem(name: string, list: unknown): Bilingual | null {
  if (list === undefined) return null
  const fine = (value: unknown): boolean =>
    value === 'true' ||
    (value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      Object.keys(value).length > 0 &&
      Object.values(value).every(fine))
  return fine(list) ? null : SELECT_SHAPE(name)
}

/** Version fields are built from the config on demand: once per collection or global. */
const versionFields = new WeakMap<object, FlattenedField[]>()
function versionFieldsOf(owner: object, build: () => FlattenedField[]): FlattenedField[] {
  let fields = versionFields.get(owner)
  if (!fields) versionFields.set(owner, (fields = build()))
  return fields
}

/** The fields a REST path's query is run against: a collection's, its versions', a global's. */
function queryFields(
  config: SanitizedConfig,
  segments: string[],
): { fields: FlattenedField[]; idNumeric: boolean } | null {
  if (segments[0] === 'globals') {
    const global = config.globals.find((each) => each.slug === segments[1])
    if (!global) return null
    if (segments[2] === 'versions')
      return {
        fields: versionFieldsOf(global, () => buildVersionGlobalFields(config, global, true)),
        idNumeric: config.db.defaultIDType === 'number',
      }
    return { fields: global.flattenedFields, idNumeric: config.db.defaultIDType === 'number' }
  }
  const collection = collectionOf(config, segments[0] ?? '')
  if (!collection) return null
  if (segments[1] === 'versions')
    return {
      fields: versionFieldsOf(collection, () =>
        buildVersionCollectionFields(config, collection, true),
      ),
      idNumeric: config.db.defaultIDType === 'number',
    }
  return { fields: collection.flattenedFields, idNumeric: hasNumericIds(config, collection) }
}

/**
 * The query string as Payload parses it (qs, with Payload's options), its
 * `where` (bracket notation or one JSON string), `select` and `populate`
 * checked against the fields of the path's collection or global.
 */
export function fieldQueryProblem(
  config: SanitizedConfig,
  segments: string[],
  search: string,
): { param: string; problem: Bilingual } | null {
  const target = queryFields(config, segments)
  if (!target) return null
  const query = parse(search, {
    allowEmptyArrays: true,
    arrayLimit: 1000,
    depth: 10,
    ignoreQueryPrefix: true,
  }) as Record<string, unknown>
  let where = query.where
  if (typeof where === 'string' && where !== '') {
    try {
      where = JSON.parse(where)
    } catch {
      // The shape check before this one refuses it.
      return null
    }
  }
  const problem = whereProblem(config, target.fields, target.idNumeric, where)
  if (problem) return { param: 'where', problem }
  const select = fieldListProblem('select', query.select)
  if (select) return { param: 'select', problem: select }
  const populate = query.populate
  if (populate !== undefined) {
    const lists =
      populate && typeof populate === 'object' && !Array.isArray(populate)
        ? Object.values(populate)
        : [populate]
    for (const list of lists) {
      const problem = fieldListProblem('populate', list)
      if (problem) return { param: 'populate', problem }
    }
  }
  return null
}
