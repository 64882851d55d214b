import type { IncomingMessage } from 'node:http'
import { Writable } from 'node:stream'

import { APIError, Forbidden, type SanitizedConfig } from 'payload'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'

import { clientErrorMessage, clientErrorsInOneLine } from '@/cms/client-errors'
import { pathRefusal, queryRefusal } from '@/cms/rest-guard'
import { FORM_BODY_LIMIT_BYTES, refusalFromHeaders, refusalPage } from '@/server/request-guard'

/** A logger like Payload's, with the hook, writing JSON lines into an array. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  return { logger: pino({ hooks: { logMethod: clientErrorsInOneLine } }, sink), lines }
}

describe('client errors in the log', () => {
  it('a 4xx Payload logs becomes one info line with its status and message, no stack', () => {
    const { logger, lines } = capturedLogger()
    logger.error({ err: new APIError('Missing email.', 400) })
    logger.error({ err: new Forbidden() })
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatchObject({ level: 30, msg: '400 Missing email.' })
    expect(lines[1]).toMatchObject({ level: 30, msg: expect.stringMatching(/^403 /) })
    expect(JSON.stringify(lines)).not.toContain('stack')
  })

  it('a server fault (no status, or a 5xx) is still an error with its stack', () => {
    const { logger, lines } = capturedLogger()
    logger.error({ err: new Error('SQLITE_BUSY: database is locked') })
    logger.error({ err: new APIError('Something broke', 500) })
    expect(lines.map((line) => line.level)).toEqual([50, 50])
    for (const line of lines) expect((line.err as { stack?: string }).stack).toMatch(/\n\s+at /)
  })

  it('a public 4xx answered as "An unknown error occurred." gets its own message back', () => {
    const hook = clientErrorMessage as (args: unknown) => unknown
    const unknown = { errors: [{ message: 'An unknown error occurred.' }] }
    expect(hook({ error: new APIError('Invalid JSON', 400), result: unknown })).toEqual({
      response: { errors: [{ message: 'Invalid JSON' }] },
      status: 400,
    })
    // A server fault keeps Payload's vague answer: its message may hold internals.
    expect(hook({ error: new Error('secret detail'), result: unknown })).toBeUndefined()
  })
})

describe('REST query parameters', () => {
  const refusal = (query: string) => queryRefusal(new URLSearchParams(query))?.message

  it('lets through what Payload and its admin send', () => {
    for (const query of [
      '',
      'limit=10&page=2&depth=0',
      'draft=true&locale=ar&fallback-locale=none',
      'where[slug][equals]=web-development',
      'where=%7B%22slug%22%3A%7B%22equals%22%3A%22a%22%7D%7D',
      'sort=-published_at,title',
      'sort[]=title&sort[]=-id',
      'select[title]=true&populate[services][title]=true',
      'unknown=whatever',
    ])
      expect(refusal(query), query).toBeUndefined()
  })

  it('names the parameter that is repeated, malformed or of the wrong shape', () => {
    expect(refusal('limit=1&limit=2')).toBe('The query parameter "limit" must be given once.')
    expect(refusal('limit[0]=1&limit[1]=2')).toContain('"limit"')
    expect(refusal('depth=abc')).toBe('The query parameter "depth" must be a whole number.')
    expect(refusal('page=-1')).toContain('"page"')
    expect(refusal('draft=maybe')).toContain('"draft"')
    expect(refusal('locale[]=en')).toContain('"locale"')
    expect(refusal('where=abc')).toContain('"where"')
    expect(refusal('where=[1]')).toContain('"where"')
    expect(refusal('where=1&where[a][equals]=1')).toContain('"where"')
    expect(refusal('select=abc')).toContain('"select"')
    expect(refusal('populate[0]=x')).toContain('"populate"')
    expect(refusal('sort=%00')).toContain('"sort"')
  })
})

describe('REST paths', () => {
  const config = {
    db: { defaultIDType: 'number' },
    collections: [
      {
        slug: 'services',
        fields: [],
        endpoints: [
          { method: 'get', path: '/count' },
          { method: 'get', path: '/versions/:id' },
          { method: 'get', path: '/:id' },
        ],
      },
      {
        slug: 'users',
        fields: [],
        auth: { verify: false },
        endpoints: [
          { method: 'get', path: '/me' },
          { method: 'post', path: '/verify/:id' },
          { method: 'get', path: '/:id' },
        ],
      },
      {
        slug: 'codes',
        fields: [{ name: 'id', type: 'text' }],
        endpoints: [{ method: 'get', path: '/:id' }],
      },
    ],
  } as unknown as SanitizedConfig
  const refusal = (method: string, path: string) =>
    pathRefusal(config, method, path.split('/').filter(Boolean))?.status

  it('an id that cannot be a row is a 404; named routes and real ids pass', () => {
    expect(refusal('GET', 'services/abc')).toBe(404)
    expect(refusal('GET', 'services/1e309')).toBe(404)
    expect(refusal('GET', 'services/versions/x')).toBe(404)
    expect(refusal('GET', 'services/12')).toBeUndefined()
    expect(refusal('GET', 'services/count')).toBeUndefined()
    expect(refusal('GET', 'users/me')).toBeUndefined()
    // Text ids are the collection's own business.
    expect(refusal('GET', 'codes/abc')).toBeUndefined()
  })

  it('the verify route of accounts without e-mail verification is a 404', () => {
    expect(refusal('POST', 'users/verify/x')).toBe(404)
  })
})

describe('page posts', () => {
  const request = (method: string, url: string, headers: Record<string, string> = {}) =>
    ({ method, url, headers: { host: 'site.example', ...headers } }) as unknown as IncomingMessage
  const status = (...args: Parameters<typeof request>) =>
    refusalFromHeaders(request(...args))?.status

  it('refuses cross-origin, unsized, oversized and boundary-less form posts, and broken addresses', () => {
    const form = { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '10' }
    expect(status('POST', '/contact', { ...form, origin: 'https://attacker.example' })).toBe(403)
    expect(status('POST', '/contact', { ...form, origin: 'null' })).toBe(403)
    expect(status('POST', '/ar/contact', { 'transfer-encoding': 'chunked' })).toBe(411)
    expect(
      status('POST', '/contact', { ...form, 'content-length': String(FORM_BODY_LIMIT_BYTES + 1) }),
    ).toBe(413)
    expect(status('POST', '/contact', { 'content-type': 'multipart/form-data' })).toBe(400)
    expect(status('GET', '/%E0%A4%A')).toBe(400)
    expect(status('TRACE', '/')).toBe(405)
  })

  it('lets same-origin posts, posts without Origin, the API and the admin through', () => {
    const form = { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '10' }
    expect(status('POST', '/contact', { ...form, origin: 'https://site.example' })).toBeUndefined()
    expect(status('POST', '/contact', form)).toBeUndefined()
    expect(
      status('POST', '/contact', {
        ...form,
        origin: 'https://www.site.example',
        'x-forwarded-host': 'www.site.example',
      }),
    ).toBeUndefined()
    expect(
      status('POST', '/api/users/login', { origin: 'https://attacker.example' }),
    ).toBeUndefined()
    expect(status('POST', '/admin/login', { 'transfer-encoding': 'chunked' })).toBeUndefined()
  })

  it('the refusal page is in the page language, escapes its text and links back to the form', () => {
    const arabic = refusalPage('ar', '<b>رسالة</b>')
    expect(arabic).toContain('<html lang="ar" dir="rtl">')
    expect(arabic).toContain('&lt;b&gt;رسالة&lt;/b&gt;')
    expect(arabic).toContain('href="/ar/contact"')
    expect(refusalPage('en', 'x')).toContain('href="/contact"')
    expect(arabic).not.toContain('<script')
  })
})
