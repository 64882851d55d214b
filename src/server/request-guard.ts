import type { IncomingMessage, ServerResponse } from 'node:http'

import ar from '../i18n/messages/ar/refusals.json'
import en from '../i18n/messages/en/refusals.json'
import { FORM_POST_LIMIT_BYTES } from '../lib/forms/files'
import { escapeHtml } from '../lib/html-escape'
import { actionBodyProblem } from './action-body'
import { toOriginForm } from './request-target'
import { preferredLanguage } from './preferred-language'
import { BRAND_COLOURS } from '../lib/brand-colours'

/**
 * The most a page POST may carry: a built form's files (at most 20 MB
 * together, lib/forms/files.ts) and its answers. The contact form's fields
 * are capped far below this. next.config.ts gives Next the same limit
 * (serverActions.bodySizeLimit).
 */
export const FORM_BODY_LIMIT_BYTES = FORM_POST_LIMIT_BYTES

/**
 * Posts larger than this carry files. Each is read into memory before Next
 * gets it, so only a few are taken at once per process; the next one is asked
 * to try again in a moment (503) instead of growing the server's memory.
 */
export const LARGE_POST_BYTES = 100 * 1024
export const LARGE_POST_SLOTS = 4
let largePostsInFlight = 0

/** Methods the site answers; anything else (TRACE, CONNECT, made-up verbs) is refused up front. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/** Above this declared size a refused body is not read to the end: the connection is closed instead. */
const DRAIN_LIMIT_BYTES = 1024 * 1024

type Copy = typeof en
export type Refusal = {
  status: 400 | 403 | 405 | 411 | 413 | 503
  /** The sentence the visitor reads, in the page's language. */
  reason: Exclude<keyof Copy, 'title' | 'back'> | 'method' | 'foreignAction'
  /** What the log line says (English, for whoever reads the log). */
  log: string
}

const COPY: Record<'en' | 'ar', Copy & { method: string; foreignAction: string }> = {
  en: {
    ...en,
    method: 'This kind of request is not accepted here.',
    foreignAction: 'This request came from another site, so it was not accepted.',
  },
  ar: {
    ...ar,
    method: 'هذا النوع من الطلبات غير مقبول هنا.',
    foreignAction: 'جاء هذا الطلب من موقع آخر، لذا لم يُقبل.',
  },
}

const pathOf = (url: string | undefined) => (url ?? '/').split('?')[0] || '/'
const isApi = (path: string) => /^\/api(?:\/|$)/.test(path)
const localeOf = (path: string) => (/^\/ar(?:\/|$)/.test(path) ? 'ar' : 'en')
/** Page POSTs are server actions to Next (the contact form); the admin's own are left to Payload and Next. */
const isPagePost = (method: string | undefined, path: string) =>
  method === 'POST' && !/^\/(?:api|admin|_next)(?:\/|$)/.test(path)
/**
 * A POST Next treats as a possible server action (its Origin checked, its body
 * decoded): one with a `Next-Action` header or a multipart body, outside the API.
 */
const isServerActionPost = (request: IncomingMessage, path: string) =>
  request.method === 'POST' &&
  !/^\/(?:api|_next)(?:\/|$)/.test(path) &&
  (request.headers['next-action'] !== undefined ||
    /^multipart\/form-data/i.test(String(request.headers['content-type'] ?? '')))

/**
 * The language of a refusal: a page's own (its address says it: Arabic under
 * /ar), and for everything that is no page of the site (the API, the admin,
 * `*`) the one Accept-Language prefers.
 */
function languageOf(request: IncomingMessage, path: string): 'en' | 'ar' {
  if (localeOf(path) === 'ar') return 'ar'
  if (path.startsWith('/') && !/^\/(?:api|admin|_next)(?:\/|$)/.test(path)) return 'en'
  return preferredLanguage(header(request, 'accept-language'))
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

/**
 * Whether a page POST comes from this site, as Next judges a server action:
 * the Origin's host must be the Host (or the first X-Forwarded-Host). Next
 * refuses the others too, but by throwing, which visitors saw as a 500.
 * Requests without Origin (old browsers, scripts) go on, as Next lets them.
 */
function isCrossOrigin(request: IncomingMessage): boolean {
  const origin = header(request, 'origin')
  if (origin === undefined) return false
  let originHost: string
  try {
    originHost = origin === 'null' ? 'null' : new URL(origin).host
  } catch {
    return true
  }
  const forwarded = header(request, 'x-forwarded-host')?.split(',')[0]?.trim()
  return originHost !== header(request, 'host') && originHost !== forwarded
}

/**
 * What can be refused from the request line and headers alone, before any of
 * the body is read: an unknown method, an address whose percent escapes do not
 * decode, and a page POST that is cross-origin, unsized, too large or
 * multipart without a boundary. Null when the request may go on.
 */
export function refusalFromHeaders(request: IncomingMessage): Refusal | null {
  const method = request.method ?? 'GET'
  if (!METHODS.includes(method)) return { status: 405, reason: 'method', log: 'unknown method' }
  // A whole URL in the request line becomes its path, or is refused (request-target.ts).
  if (!toOriginForm(request))
    return { status: 400, reason: 'badAddress', log: 'request line naming another host' }
  const path = pathOf(request.url)
  try {
    decodeURIComponent(path)
  } catch {
    return { status: 400, reason: 'badAddress', log: 'malformed percent-encoding in the path' }
  }
  // `GET *`, `OPTIONS *`: the whole server is no page of the site (Next failed on it).
  if (!path.startsWith('/'))
    return { status: 400, reason: 'badAddress', log: 'request target that is not a path' }
  if (!isPagePost(method, path)) {
    // The admin's server functions are server actions too: Next throws on a foreign Origin.
    if (isServerActionPost(request, path) && isCrossOrigin(request))
      return {
        status: 403,
        reason: 'foreignAction',
        log: `cross-origin server action from ${String(header(request, 'origin')).slice(0, 100)}`,
      }
    return null
  }
  if (isCrossOrigin(request))
    return {
      status: 403,
      reason: 'crossOrigin',
      log: `cross-origin post from ${String(header(request, 'origin')).slice(0, 100)}`,
    }
  const length = header(request, 'content-length')
  if (length === undefined && header(request, 'transfer-encoding') !== undefined)
    return { status: 411, reason: 'lengthRequired', log: 'body without Content-Length' }
  if (Number(length) > FORM_BODY_LIMIT_BYTES)
    return { status: 413, reason: 'tooLarge', log: `body of ${length} bytes` }
  const type = header(request, 'content-type') ?? ''
  if (/^multipart\/form-data/i.test(type) && !/;\s*boundary=[^;\s]/i.test(type))
    return { status: 400, reason: 'malformed', log: 'multipart without a boundary' }
  // The site's one action takes a FormData, which React always sends as multipart.
  if (header(request, 'next-action') !== undefined && !/^multipart\/form-data/i.test(type))
    return { status: 400, reason: 'malformed', log: 'server action body that is not multipart' }
  return null
}

/** A multipart page POST whose body must be read before Next gets it. */
const needsBodyCheck = (request: IncomingMessage) =>
  isPagePost(request.method, pathOf(request.url)) &&
  /^multipart\/form-data/i.test(header(request, 'content-type') ?? '')

/**
 * Reads the whole body (its declared length, at most the limit) and puts it
 * back into the request stream with `unshift`, so Next reads it as if nobody
 * had: the stream has not ended, since the last empty read never happened.
 */
function peekBody(request: IncomingMessage): Promise<Buffer> {
  const length = Number(header(request, 'content-length') ?? 0)
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const done = (error?: Error) => {
      request.off('readable', onReadable)
      request.off('end', onEnd)
      request.off('error', done)
      const body = Buffer.concat(chunks)
      if (error) return reject(error)
      if (body.length) request.unshift(body)
      resolve(body)
    }
    const onReadable = () => {
      let chunk: Buffer | null
      while (size < length && (chunk = request.read() as Buffer | null) !== null) {
        chunks.push(chunk)
        size += chunk.length
      }
      if (size >= length) done()
    }
    const onEnd = () => done()
    request.on('readable', onReadable)
    request.once('end', onEnd)
    request.once('error', done)
  })
}

/**
 * What is wrong with a multipart page POST, or null: it must parse, by the
 * same parser (undici's) Next uses for form posts, into a form a server
 * action can take (action-body.ts).
 */
async function formProblem(
  body: Buffer,
  type: string,
  isFetchAction: boolean,
): Promise<string | null> {
  let form: FormData
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': type },
    }).formData()
  } catch {
    return 'unreadable multipart body'
  }
  return actionBodyProblem(form, isFetchAction)
}

/** A small page in the site's colours, standing alone: no script, no external resource. */
export function refusalPage(
  locale: 'en' | 'ar',
  message: string,
  back = contactPath(locale),
): string {
  const copy = COPY[locale]
  return `<!DOCTYPE html><html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(copy.title)}</title><style>body{margin:0;font-family:system-ui,"Segoe UI",Tahoma,sans-serif;background:${BRAND_COLOURS.surface};color:${BRAND_COLOURS.ink}}main{max-width:36rem;margin:12vh auto;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-radius:1rem}h1{font-size:1.5rem;margin:0 0 1rem}p{line-height:1.6}a{display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;border-radius:9999px;background:${BRAND_COLOURS.brand};color:#fff;font-weight:600;text-decoration:none}</style></head><body><main><h1>${escapeHtml(copy.title)}</h1><p role="alert">${escapeHtml(message)}</p><a href="${back}">${escapeHtml(copy.back)}</a></main></body></html>`
}

const contactPath = (locale: 'en' | 'ar') => (locale === 'ar' ? '/ar/contact' : '/contact')

/** A page's own address, safe to link back to: a form on any page sends its visitor back there. */
const PAGE_PATH = /^\/(?!\/)[A-Za-z0-9\-/]{0,300}$/

/** Answers a refused request and logs it in one line (a visitor's mistake, not a server fault). */
function refuse(request: IncomingMessage, response: ServerResponse, refusal: Refusal): void {
  const path = pathOf(request.url)
  const locale = languageOf(request, path)
  const message = COPY[locale][refusal.reason]
  const printable = path.slice(0, 200).replace(/[^\x20-\x7e]/g, '?')
  console.warn(`⚠ ${refusal.status} ${request.method} ${printable}: ${refusal.log}`)

  let type: string
  let body: string
  if (isApi(path)) {
    // The shape of Payload's own error answers.
    type = 'application/json; charset=utf-8'
    body = JSON.stringify({ errors: [{ message }] })
  } else if (header(request, 'next-action') !== undefined || request.method !== 'POST') {
    // The page's JavaScript treats any answer that is not a server-action
    // result as a failure and shows the form's error banner.
    type = 'text/plain; charset=utf-8'
    body = message
  } else {
    type = 'text/html; charset=utf-8'
    body = refusalPage(locale, message, PAGE_PATH.test(path) ? path : contactPath(locale))
  }
  response.statusCode = refusal.status
  response.setHeader('Content-Type', type)
  response.setHeader('Content-Length', Buffer.byteLength(body))
  response.setHeader('Content-Language', locale)
  response.setHeader('Cache-Control', 'no-store')
  response.setHeader('X-Content-Type-Options', 'nosniff')
  response.setHeader('X-Frame-Options', 'DENY')
  response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  response.setHeader(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  )
  if (refusal.status === 405) response.setHeader('Allow', METHODS.join(', '))
  if (refusal.status === 503) response.setHeader('Retry-After', '10')
  // Node reads and discards an unread body after the answer so the connection
  // can serve the next request; past a size (or without one) that is not worth it.
  const length = Number(header(request, 'content-length') ?? 0)
  if (length > DRAIN_LIMIT_BYTES || header(request, 'transfer-encoding') !== undefined)
    response.setHeader('Connection', 'close')
  response.end(request.method === 'HEAD' ? undefined : body)
}

/** Form posts whose body has been read and found well-formed: the second pass lets them through. */
const checked = new WeakSet<IncomingMessage>()

/**
 * The server's first step for every request. Requests that are malformed
 * before they reach Next (see refusalFromHeaders) get a 4xx with a clear
 * message in the page's language and `true` comes back: the caller stops
 * there. A multipart page POST is held (also `true`) while its body is read
 * and parsed; a malformed one is refused, a good one is handed back through
 * `resume`, which runs the caller again, and this time the answer is `false`.
 */
export function guardRequest(
  request: IncomingMessage,
  response: ServerResponse,
  resume: () => void,
): boolean {
  if (checked.has(request)) return false
  const refusal = refusalFromHeaders(request)
  if (refusal) {
    refuse(request, response, refusal)
    return true
  }
  if (!needsBodyCheck(request)) return false
  if (Number(header(request, 'content-length') ?? 0) > LARGE_POST_BYTES) {
    if (largePostsInFlight >= LARGE_POST_SLOTS) {
      refuse(request, response, {
        status: 503,
        reason: 'busy',
        log: 'too many large posts at once',
      })
      return true
    }
    largePostsInFlight++
    response.once('close', () => largePostsInFlight--)
  }
  peekBody(request).then(
    async (body) => {
      const problem = await formProblem(
        body,
        header(request, 'content-type') ?? '',
        header(request, 'next-action') !== undefined,
      )
      if (!problem) {
        checked.add(request)
        return resume()
      }
      refuse(request, response, { status: 400, reason: 'malformed', log: problem })
    },
    // The client went away mid-body: nobody is left to answer.
    () => response.destroy(),
  )
  return true
}
