import { stat } from 'node:fs/promises'
import path from 'node:path'

import { getPayload, getRequestLanguage, type SanitizedConfig } from 'payload'
import { parseCookies } from 'payload/shared'

import type { Bilingual } from '@/lib/bilingual'
import { fieldQueryProblem, hasNumericIds } from './rest-query'

/**
 * Checks a REST request before Payload handles it, for the bad input Payload
 * turns into a 500 with a stack trace in the log: ids that are not numbers
 * reach the database as NaN, a repeated `limit` reaches SQL as a list, a
 * `where` that is not JSON throws while parsing, a file nobody uploaded is
 * reported as a server fault, the verify route of an account collection
 * without e-mail verification queries a column that does not exist, and a
 * body that is not a JSON object (or not parseable multipart) throws inside
 * the handler. So do queries the SQL adapters cannot run (rest-query.ts), a
 * multipart `_payload` that is not a JSON object, and the routes of
 * collections without REST endpoints (Payload's migrations), which Payload
 * answers 501 with the server's internal address. Each gets a 4xx here, in
 * Payload's error shape and the request's language, with one log line. What
 * passes is exactly what Payload already handles well; its own 4xx answers
 * are logged in one line by cms/client-errors.ts.
 */

/** `message` in English (the log's language), `ar` the same in Arabic. */
export type RestRefusal = { status: 400 | 404; message: string; ar: string }

const NUMBER_PARAMS = ['limit', 'page', 'depth']
const BOOLEAN_PARAMS = [
  'autosave',
  'draft',
  'trash',
  'overrideLock',
  'pagination',
  'flattenLocales',
  'publishAllLocales',
  'unpublishAllLocales',
]
const LOCALE_PARAMS = ['locale', 'fallback-locale', 'fallbackLocale']
/** Parameters Payload reads as a JSON object when given as one string (`where={"…"}`). */
const JSON_PARAMS = ['where', 'data']
/** Parameters that are objects in bracket notation only (`select[title]=true`). */
const OBJECT_PARAMS = ['select', 'populate', 'joins']
/** Field paths, each optionally descending ("-title"), comma separated. */
const SORT_VALUE = /^-?[\w.]+(?:,-?[\w.]+)*$/
/** Row ids of the SQLite and PostgreSQL adapters: positive integers that stay exact in JavaScript. */
const NUMERIC_ID = /^\d{1,15}$/

/** How a query parameter must be, in both languages. */
const RULE = {
  once: { en: 'must be given once', ar: 'يجب أن يُذكر مرة واحدة فقط' },
  whole: { en: 'must be a whole number', ar: 'يجب أن يكون عددًا صحيحًا' },
  flag: { en: 'must be true or false', ar: 'يجب أن تكون قيمته true أو false' },
  locale: { en: 'must be a locale code', ar: 'يجب أن يكون رمز لغة' },
  json: {
    en: 'must be a JSON object or use bracket notation',
    ar: 'يجب أن يكون كائن JSON أو بصيغة الأقواس المربعة',
  },
  brackets: {
    en: 'must use bracket notation with field names',
    ar: 'يجب أن يستخدم صيغة الأقواس المربعة مع أسماء الحقول',
  },
  sort: { en: 'must be a list of field names', ar: 'يجب أن يكون قائمة بأسماء الحقول' },
} satisfies Record<string, Bilingual>

const badParam = (name: string, rule: Bilingual): RestRefusal => ({
  status: 400,
  message: `The query parameter "${name}" ${rule.en}.`,
  ar: `معامل الاستعلام "${name}" ${rule.ar}.`,
})
const badRequest = ({ en, ar }: Bilingual): RestRefusal => ({ status: 400, message: en, ar })
export const NOT_FOUND: RestRefusal = { status: 404, message: 'Not Found', ar: 'غير موجود' }

/**
 * The query string, judged by the shapes Payload's parsing (qs) gives each
 * parameter it knows: numbers and flags once and plain, JSON parameters as
 * one JSON object or in bracket notation, objects in bracket notation only.
 * Unknown parameters are Payload's to ignore.
 */
export function queryRefusal(search: URLSearchParams): RestRefusal | null {
  const keys = new Map<string, string[]>()
  for (const key of search.keys()) {
    const name = key.split('[')[0] ?? key
    keys.set(name, [...(keys.get(name) ?? []), key])
  }
  const single = (name: string) => {
    const given = keys.get(name)
    if (!given) return undefined
    if (given.length > 1 || given[0] !== name) return null
    return search.get(name) ?? ''
  }
  for (const name of NUMBER_PARAMS) {
    const value = single(name)
    if (value === null) return badParam(name, RULE.once)
    if (value !== undefined && !/^\d{1,9}$/.test(value)) return badParam(name, RULE.whole)
  }
  for (const name of BOOLEAN_PARAMS) {
    const value = single(name)
    if (value === null) return badParam(name, RULE.once)
    if (value !== undefined && value !== 'true' && value !== 'false')
      return badParam(name, RULE.flag)
  }
  for (const name of LOCALE_PARAMS) {
    const value = single(name)
    if (value === null) return badParam(name, RULE.once)
    if (value !== undefined && !/^[A-Za-z_-]{1,20}$/.test(value)) return badParam(name, RULE.locale)
  }
  for (const name of JSON_PARAMS) {
    const given = keys.get(name)
    if (!given || given.every((key) => key !== name)) continue
    if (given.length > 1) return badParam(name, RULE.once)
    const value = search.get(name) ?? ''
    if (value === '') continue
    let parsed: unknown
    try {
      parsed = JSON.parse(value)
    } catch {
      return badParam(name, RULE.json)
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      return badParam(name, RULE.json)
  }
  for (const name of OBJECT_PARAMS) {
    const given = keys.get(name)
    if (given?.some((key) => key === name || /^\w+\[\d*\]$/.test(key)))
      return badParam(name, RULE.brackets)
  }
  for (const key of keys.get('sort') ?? []) {
    if (key !== 'sort' && !/^sort\[\d*\]$/.test(key)) return badParam('sort', RULE.sort)
  }
  if (search.getAll('sort').some((value) => !SORT_VALUE.test(value)))
    return badParam('sort', RULE.sort)
  return null
}

/** A route pattern of Payload's endpoints ("/versions/:id", "/access/:id?") against the path's segments. */
function matchEndpoint(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern.split('/').filter(Boolean)
  const params: Record<string, string> = {}
  for (let i = 0; i < Math.max(parts.length, segments.length); i++) {
    const part = parts[i]
    const segment = segments[i]
    if (part === undefined) return null
    if (part.startsWith(':')) {
      const optional = part.endsWith('?')
      if (segment === undefined) {
        if (optional) continue
        return null
      }
      params[part.slice(1, optional ? -1 : undefined)] = segment
    } else if (part !== segment) return null
  }
  return params
}

/**
 * The path: which endpoint of which collection it reaches (the first that
 * matches, as Payload picks it), and whether its id can exist at all.
 */
export function pathRefusal(
  config: SanitizedConfig,
  method: string,
  segments: string[],
): RestRefusal | null {
  const [slug, ...rest] = segments
  const collection = config.collections.find((each) => each.slug === slug)
  if (!collection) return null
  // Payload's own bookkeeping (payload-migrations) has no REST routes: Payload
  // would answer 501 with the internal address the request reached.
  if (collection.endpoints === false) return NOT_FOUND
  const verb = method.toLowerCase()
  for (const endpoint of collection.endpoints) {
    if (endpoint.method !== verb) continue
    const params = matchEndpoint(endpoint.path, rest)
    if (!params) continue
    if (endpoint.path === '/verify/:id') return collection.auth?.verify ? null : NOT_FOUND
    if (params.id !== undefined && hasNumericIds(config, collection) && !NUMERIC_ID.test(params.id))
      return NOT_FOUND
    return null
  }
  return null
}

/**
 * A file of an upload collection stored on this disk that is not there. When
 * no document names it either, nobody ever uploaded it: 404. When a document
 * does, the file went missing: that is a real fault and Payload reports it.
 */
async function missingFile(
  config: SanitizedConfig,
  method: string,
  segments: string[],
): Promise<RestRefusal | null> {
  const [slug, file, filename, ...more] = segments
  if ((method !== 'GET' && method !== 'HEAD') || file !== 'file' || !filename || more.length)
    return null
  const collection = config.collections.find((each) => each.slug === slug)
  const upload = collection?.upload
  if (!collection || !upload || upload.handlers?.length) return null
  const dir = path.resolve(upload.staticDir || collection.slug)
  const target = path.resolve(dir, filename)
  // Traversal is Payload's to refuse (403), as it does.
  if (!target.startsWith(dir + path.sep)) return null
  try {
    await stat(target)
    return null
  } catch {
    // Not there, or a name no file system accepts (NUL byte, too long).
  }
  if (filename.includes('\0') || Buffer.byteLength(filename) > 255) return NOT_FOUND
  const payload = await getPayload({ config })
  const names = [
    { filename: { equals: filename } },
    ...(upload.imageSizes ?? []).map(({ name }) => ({
      [`sizes.${name}.filename`]: { equals: filename },
    })),
  ]
  const { totalDocs } = await payload.count({
    collection: collection.slug as never,
    where: { or: names },
    overrideAccess: true,
  })
  return totalDocs ? null : NOT_FOUND
}

const isJsonObject = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
const INVALID_JSON: Bilingual = { en: 'Invalid JSON', ar: 'نص JSON غير صالح.' }
const NOT_AN_OBJECT: Bilingual = {
  en: 'The request body must be a JSON object.',
  ar: 'يجب أن يكون نص الطلب كائن JSON.',
}
const UNREADABLE_MULTIPART: Bilingual = {
  en: 'The multipart body could not be read.',
  ar: 'تعذّرت قراءة نص الطلب متعدد الأجزاء.',
}
const BAD_PAYLOAD_FIELD: Bilingual = {
  en: 'The form field "_payload" must be a JSON object.',
  ar: 'يجب أن يكون حقل النموذج "_payload" كائن JSON.',
}
const BAD_ADDRESS: Bilingual = { en: 'The address is not valid.', ar: 'هذا العنوان غير صالح.' }

/**
 * A request body Payload reads: JSON must be an object (`null`, an array or a
 * string make handlers throw), multipart must parse and its `_payload` (the
 * document, as JSON) be an object too. A clone is read, so the request itself
 * stays untouched for Payload.
 */
async function bodyRefusal(
  request: Request,
  config: SanitizedConfig,
  segments: string[],
): Promise<RestRefusal | null> {
  if (!['POST', 'PATCH', 'PUT'].includes(request.method)) return null
  const type = request.headers.get('content-type') ?? ''
  if (/^application\/json/i.test(type)) {
    const text = await request.clone().text()
    if (text.trim() === '') return null
    try {
      if (isJsonObject(JSON.parse(text))) return null
    } catch {
      return badRequest(INVALID_JSON)
    }
    return badRequest(NOT_AN_OBJECT)
  }
  if (/^multipart\/form-data/i.test(type)) {
    let form: FormData
    try {
      form = await request.clone().formData()
    } catch {
      return badRequest(UNREADABLE_MULTIPART)
    }
    // The document's fields travel as JSON in `_payload`, which Payload parses unchecked.
    for (const value of form.getAll('_payload')) {
      if (typeof value !== 'string') continue
      try {
        if (isJsonObject(JSON.parse(value))) continue
      } catch {
        // Refused below, like any other value that is not a JSON object.
      }
      return badRequest(BAD_PAYLOAD_FIELD)
    }
  }
  // A POST standing in for a GET whose query is too long for the address.
  const override =
    request.headers.get('x-payload-http-method-override') ??
    request.headers.get('x-http-method-override')
  if (override === 'GET' && /^application\/x-www-form-urlencoded/i.test(type)) {
    const search = await request.clone().text()
    return queryRefusal(new URLSearchParams(search)) ?? fieldRefusal(config, segments, search)
  }
  return null
}

/** The query's `where`, `select` and `populate` against the fields they name (rest-query.ts). */
function fieldRefusal(
  config: SanitizedConfig,
  segments: string[],
  search: string,
): RestRefusal | null {
  const found = fieldQueryProblem(config, segments, search)
  return found ? badRequest(found.problem) : null
}

/** Everything above, in order: the first refusal wins. */
export async function restRefusal(
  request: Request,
  config: SanitizedConfig,
): Promise<RestRefusal | null> {
  const url = new URL(request.url)
  const prefix = config.routes.api
  if (!url.pathname.startsWith(`${prefix}/`)) return null
  let segments: string[]
  try {
    segments = url.pathname
      .slice(prefix.length + 1)
      .split('/')
      .map(decodeURIComponent)
  } catch {
    return badRequest(BAD_ADDRESS)
  }
  // Globals (`/api/globals/<slug>`) have no ids and no files; their query is still checked.
  const isGlobal = segments[0] === 'globals'
  const global = isGlobal ? config.globals.find((each) => each.slug === segments[1]) : undefined
  if (global?.endpoints === false) return NOT_FOUND
  return (
    queryRefusal(url.searchParams) ??
    (isGlobal ? null : pathRefusal(config, request.method, segments)) ??
    fieldRefusal(config, segments, url.search) ??
    (await bodyRefusal(request, config, segments)) ??
    (isGlobal ? null : await missingFile(config, request.method, segments))
  )
}

/** The language of Payload's own answers to this request: its language cookie, then Accept-Language. */
function languageOf(request: Request, config: SanitizedConfig): 'en' | 'ar' {
  const language = getRequestLanguage({
    config,
    cookies: parseCookies(request.headers),
    headers: request.headers,
  })
  return language === 'ar' ? 'ar' : 'en'
}

/** A refusal in Payload's error shape and the request's language. */
export function refusalAnswer(refusal: RestRefusal, language: 'en' | 'ar'): Response {
  const message = language === 'ar' ? refusal.ar : refusal.message
  return Response.json(
    { errors: [{ message }] },
    { status: refusal.status, headers: { 'Content-Language': language } },
  )
}

type RouteHandler<Args extends unknown[]> = (request: Request, ...args: Args) => Promise<Response>

/**
 * Puts the checks in front of one of Payload's REST route handlers
 * (app/(payload)/api/[...slug]/route.ts). Refusals are logged in one line.
 */
export function guardRest<Args extends unknown[]>(
  handler: RouteHandler<Args>,
  config: Promise<SanitizedConfig>,
): RouteHandler<Args> {
  return async (request, ...args) => {
    const sanitized = await config
    const refusal = await restRefusal(request, sanitized)
    const log = async ({ status, message }: RestRefusal) => {
      const payload = await getPayload({ config: sanitized })
      const where = new URL(request.url).pathname.slice(0, 200)
      payload.logger.info(`${status} ${request.method} ${where}: ${message}`)
    }
    if (refusal) {
      await log(refusal)
      return refusalAnswer(refusal, languageOf(request, sanitized))
    }
    const response = await handler(request, ...args)
    // "Cannot GET http://internal-host/…": a route Payload has no handler for is simply not there.
    if (response.status !== 501) return response
    await log(NOT_FOUND)
    return refusalAnswer(NOT_FOUND, languageOf(request, sanitized))
  }
}
