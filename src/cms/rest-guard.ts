import { stat } from 'node:fs/promises'
import path from 'node:path'

import { getPayload, type SanitizedCollectionConfig, type SanitizedConfig } from 'payload'

/**
 * Checks a REST request before Payload handles it, for the bad input Payload
 * turns into a 500 with a stack trace in the log: ids that are not numbers
 * reach the database as NaN, a repeated `limit` reaches SQL as a list, a
 * `where` that is not JSON throws while parsing, a file nobody uploaded is
 * reported as a server fault, the verify route of an account collection
 * without e-mail verification queries a column that does not exist, and a
 * body that is not a JSON object (or not parseable multipart) throws inside
 * the handler. Each gets a 4xx here, in Payload's error shape, with one log
 * line. What passes is exactly what Payload already handles well; its own
 * 4xx answers are logged in one line by cms/client-errors.ts.
 */

export type RestRefusal = { status: 400 | 404; message: string }

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

const badParam = (name: string, rule: string): RestRefusal => ({
  status: 400,
  message: `The query parameter "${name}" ${rule}.`,
})
const NOT_FOUND: RestRefusal = { status: 404, message: 'Not Found' }

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
    if (value === null) return badParam(name, 'must be given once')
    if (value !== undefined && !/^\d{1,9}$/.test(value))
      return badParam(name, 'must be a whole number')
  }
  for (const name of BOOLEAN_PARAMS) {
    const value = single(name)
    if (value === null) return badParam(name, 'must be given once')
    if (value !== undefined && value !== 'true' && value !== 'false')
      return badParam(name, 'must be true or false')
  }
  for (const name of LOCALE_PARAMS) {
    const value = single(name)
    if (value === null) return badParam(name, 'must be given once')
    if (value !== undefined && !/^[A-Za-z_-]{1,20}$/.test(value))
      return badParam(name, 'must be a locale code')
  }
  for (const name of JSON_PARAMS) {
    const given = keys.get(name)
    if (!given || given.every((key) => key !== name)) continue
    if (given.length > 1) return badParam(name, 'must be given once')
    const value = search.get(name) ?? ''
    if (value === '') continue
    let parsed: unknown
    try {
      parsed = JSON.parse(value)
    } catch {
      return badParam(name, 'must be a JSON object or use bracket notation')
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      return badParam(name, 'must be a JSON object or use bracket notation')
  }
  for (const name of OBJECT_PARAMS) {
    const given = keys.get(name)
    if (given?.some((key) => key === name || /^\w+\[\d*\]$/.test(key)))
      return badParam(name, 'must use bracket notation with field names')
  }
  for (const key of keys.get('sort') ?? []) {
    if (key !== 'sort' && !/^sort\[\d*\]$/.test(key))
      return badParam('sort', 'must be a list of field names')
  }
  if (search.getAll('sort').some((value) => !SORT_VALUE.test(value)))
    return badParam('sort', 'must be a list of field names')
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

const hasNumericIds = (config: SanitizedConfig, collection: SanitizedCollectionConfig) => {
  if (config.db.defaultIDType !== 'number') return false
  const custom = collection.fields.find((field) => 'name' in field && field.name === 'id')
  return !custom || custom.type === 'number'
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
  if (!collection || !collection.endpoints) return null
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

/**
 * A request body Payload reads: JSON must be an object (`null`, an array or a
 * string make handlers throw), multipart must parse. A clone is read, so the
 * request itself stays untouched for Payload.
 */
async function bodyRefusal(request: Request): Promise<RestRefusal | null> {
  if (!['POST', 'PATCH', 'PUT'].includes(request.method)) return null
  const type = request.headers.get('content-type') ?? ''
  if (/^application\/json/i.test(type)) {
    const text = await request.clone().text()
    if (text.trim() === '') return null
    try {
      const parsed: unknown = JSON.parse(text)
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return null
    } catch {
      return { status: 400, message: 'Invalid JSON' }
    }
    return { status: 400, message: 'The request body must be a JSON object.' }
  }
  if (/^multipart\/form-data/i.test(type)) {
    try {
      await request.clone().formData()
    } catch {
      return { status: 400, message: 'The multipart body could not be read.' }
    }
  }
  // A POST standing in for a GET whose query is too long for the address.
  const override =
    request.headers.get('x-payload-http-method-override') ??
    request.headers.get('x-http-method-override')
  if (override === 'GET' && /^application\/x-www-form-urlencoded/i.test(type))
    return queryRefusal(new URLSearchParams(await request.clone().text()))
  return null
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
    return { status: 400, message: 'The address is not valid.' }
  }
  // Globals (`/api/globals/<slug>`) have no ids and no files; their query is still checked.
  const isGlobal = segments[0] === 'globals'
  return (
    queryRefusal(url.searchParams) ??
    (isGlobal ? null : pathRefusal(config, request.method, segments)) ??
    (await bodyRefusal(request)) ??
    (isGlobal ? null : await missingFile(config, request.method, segments))
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
    if (!refusal) return handler(request, ...args)
    const payload = await getPayload({ config: sanitized })
    const where = new URL(request.url).pathname.slice(0, 200)
    payload.logger.info(`${refusal.status} ${request.method} ${where}: ${refusal.message}`)
    return Response.json({ errors: [{ message: refusal.message }] }, { status: refusal.status })
  }
}
