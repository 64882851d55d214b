import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startSiteServer, type SiteServer } from '@/server/site-server'
import { multipartBody, sendRaw, type RawAnswer, type RawRequest } from '../support/raw-http'

/**
 * The page-level classes of malformed request the fuzz run of issue 35
 * answered with a 500 (docs/SECURITY.md, "Bad input"), sent as raw HTTP to
 * the production server (src/server/site-server.ts) whose guard
 * (src/server/request-guard.ts) must refuse each with its 4xx and a sentence
 * in the request's language before Next sees it. Next is replaced by a
 * handler that answers 200 "reached": a request the guard lets through shows
 * as that, never as a refusal. The REST classes are in
 * tests/integration/fuzz-classes.test.ts.
 */

let site: SiteServer
let base: string
let port: number

beforeAll(async () => {
  process.env.LOG_REQUESTS ??= '0'
  site = await startSiteServer({
    port: 0,
    host: '127.0.0.1',
    pageCache: false,
    compress: false,
    handler: async (_request, response) => {
      response.statusCode = 200
      response.end('reached')
    },
  })
  port = (site.server.address() as AddressInfo).port
  base = `http://127.0.0.1:${port}`
})
afterAll(async () => {
  await site?.drain(100)
})

const ARABIC = /[\u0600-\u06FF]/
const ACTION_ID = '7f'.repeat(20) + '01'
const BOUNDARY = '----fuzz-boundary'
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`

/** The sentence of a refusal, whatever shape it came in (JSON, text, the small page). */
function sentence(answer: RawAnswer): string {
  if (answer.headers['content-type']?.startsWith('application/json'))
    return (JSON.parse(answer.body) as { errors: { message: string }[] }).errors[0]!.message
  const alert = /<p role="alert">([^<]*)<\/p>/.exec(answer.body)
  return alert ? alert[1]! : answer.body
}

/** A request line sent byte for byte (node:http will not send `*` as a target). */
function sendLine(line: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      const head = Object.entries({ host: `127.0.0.1:${port}`, connection: 'close', ...headers })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('')
      socket.write(`${line}\r\n${head}\r\n`)
    })
    let text = ''
    socket.on('data', (chunk) => (text += chunk.toString('utf8')))
    socket.once('error', reject)
    socket.once('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n')
      const [status = '', ...lines] = head.split('\r\n')
      resolve({
        status: Number(status.split(' ')[1]),
        headers: Object.fromEntries(
          lines.map((line) => {
            const at = line.indexOf(':')
            return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()]
          }),
        ),
        body,
      })
    })
  })
}

const ENGLISH = { 'accept-language': 'en-GB,en;q=0.9' }
const ARABIC_FIRST = { 'accept-language': 'ar-KW,ar;q=0.9,en;q=0.8' }

describe('request lines that name no path', () => {
  it('`GET *`, `OPTIONS *` and the like are a 400 in the language Accept-Language prefers', async () => {
    for (const method of ['GET', 'OPTIONS', 'HEAD', 'POST', 'DELETE']) {
      const english = await sendLine(`${method} * HTTP/1.1`, ENGLISH)
      expect(english.status, `${method} *`).toBe(400)
      expect(english.headers['content-language']).toBe('en')
      if (method !== 'HEAD') expect(sentence(english)).toBe('This address is not valid.')
      const arabic = await sendLine(`${method} * HTTP/1.1`, ARABIC_FIRST)
      expect(arabic.status, `${method} * (ar)`).toBe(400)
      expect(arabic.headers['content-language']).toBe('ar')
      if (method !== 'HEAD') expect(sentence(arabic)).toMatch(ARABIC)
    }
    // No preference for Arabic over English: English.
    const mixed = await sendLine('GET * HTTP/1.1', { 'accept-language': 'fr, en;q=0.8, ar;q=0.5' })
    expect(mixed.headers['content-language']).toBe('en')
  })
})

describe('server actions posted from another site', () => {
  const action = (headers: Record<string, string>, path = '/admin'): RawRequest => ({
    method: 'POST',
    path,
    headers: { 'next-action': ACTION_ID, 'content-type': 'text/plain;charset=UTF-8', ...headers },
    body: '[{"name":"x"}]',
  })

  it('the admin’s (Next-Action, or a multipart post) are a 403 in the request’s language', async () => {
    const foreign = [
      action({ origin: 'https://attacker.example' }),
      action({ origin: 'null' }),
      action({ origin: 'not a url' }),
      action({ origin: 'https://attacker.example' }, '/admin/collections/services'),
      action({ origin: `http://127.0.0.1:${port + 1}` }, '/admin/login'),
      {
        method: 'POST',
        path: '/admin',
        headers: { origin: 'https://attacker.example', 'content-type': MULTIPART },
        body: multipartBody([['a', 'b']], BOUNDARY),
      },
    ]
    for (const request of foreign) {
      const label = `${request.path} from ${request.headers?.origin}`
      const english = await sendRaw(base, {
        ...request,
        headers: { ...request.headers, ...ENGLISH },
      })
      expect(english.status, label).toBe(403)
      expect(sentence(english), label).toBe(
        'This request came from another site, so it was not accepted.',
      )
      const arabic = await sendRaw(base, {
        ...request,
        headers: { ...request.headers, ...ARABIC_FIRST },
      })
      expect(arabic.status, label).toBe(403)
      expect(arabic.headers['content-language'], label).toBe('ar')
      expect(sentence(arabic), label).toMatch(ARABIC)
    }
  })

  it('the admin’s own (same origin, or no Origin) go on to Next', async () => {
    for (const headers of [{ origin: base }, {}] as Record<string, string>[]) {
      const answer = await sendRaw(base, action(headers))
      expect(answer.status).toBe(200)
      expect(answer.body).toBe('reached')
    }
    const plain = await sendRaw(base, {
      method: 'POST',
      path: '/admin/login',
      headers: { origin: 'https://attacker.example', 'content-type': 'application/json' },
      body: '{}',
    })
    // Not a server action (no Next-Action, not multipart): Payload's routes judge it.
    expect(plain.body).toBe('reached')
  })
})

describe('malformed contact server-action bodies', () => {
  /** The form posted the way the page's JavaScript does: Next-Action and the arguments in part 0. */
  const fetchAction = (parts: [string, string][], path = '/contact'): RawRequest => ({
    method: 'POST',
    path,
    headers: { 'next-action': ACTION_ID, 'content-type': MULTIPART, origin: base },
    body: multipartBody(parts, BOUNDARY),
  })
  /** The form posted without JavaScript: the action in the hidden `$ACTION_` fields. */
  const formAction = (parts: [string, string][], path = '/contact'): RawRequest => ({
    method: 'POST',
    path,
    headers: { 'content-type': MULTIPART, origin: base },
    body: multipartBody([...parts, ['name', 'Sara'], ['message', 'Hello']], BOUNDARY),
  })
  const STATE = '{"status":"idle","errors":{},"values":{"message":"$$100"},"answeredAt":0}'
  const descriptor = (bound: string) => `{"id":"${ACTION_ID}","bound":${bound}}`

  const malformed = (): RawRequest[] => [
    // With JavaScript: a body React's decoder throws on, or arguments that are no list.
    {
      method: 'POST',
      path: '/contact',
      headers: { 'next-action': ACTION_ID, 'content-type': 'text/plain;charset=UTF-8' },
      body: 'garbage',
    },
    {
      method: 'POST',
      path: '/contact',
      headers: { 'next-action': ACTION_ID, 'content-type': 'application/json' },
      body: '[]',
    },
    fetchAction([['1_name', 'Sara']]),
    fetchAction([['0', 'not json']]),
    fetchAction([['0', '{"a":1}']]),
    fetchAction([['0', `[${STATE},"$1"]`]]),
    fetchAction([['0', '["$@1"]']]),
    fetchAction([
      ['0', '["$Q1"]'],
      ['1', '[]'],
    ]),
    fetchAction([['0', '["$F1"]']]),
    fetchAction([['0', '["$h1"]']]),
    fetchAction([['0', '["$T"]']]),
    fetchAction([['0', '["$"]']]),
    fetchAction([['0', '["$nabc"]']]),
    fetchAction([['0', `[${'1,'.repeat(1000)}1]`]]),
    fetchAction([['0', '["$0:0:values"]']]),
    // Without JavaScript: a descriptor or bound arguments React cannot read.
    formAction([
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', '{"id":'],
    ]),
    formAction([
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', descriptor('"$@1"')],
    ]),
    formAction([
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', descriptor('"$@1"')],
      ['$ACTION_1:1', 'garbage'],
    ]),
    formAction([
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', descriptor('"$@1"')],
      ['$ACTION_1:1', '{"a":1}'],
    ]),
    formAction([
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', descriptor('"$@1"')],
      ['$ACTION_1:1', '["$2"]'],
    ]),
    formAction([
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', descriptor('"$Q1"')],
      ['$ACTION_1:1', '[]'],
    ]),
    formAction([
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', `{"id":"${ACTION_ID}","id":5,"bound":null}`],
    ]),
  ]

  it('are a 400 with the form’s message in the page’s language', async () => {
    for (const request of malformed()) {
      for (const [path, language] of [
        ['/contact', 'en'],
        ['/ar/contact', 'ar'],
      ] as const) {
        // The page decides, not Accept-Language: an English page answers in English.
        const sent = { ...request, path, headers: { ...request.headers, ...ARABIC_FIRST } }
        const label = `${path} ${String(request.body).slice(0, 160)}`
        const answer = await sendRaw(base, sent)
        expect(answer.status, label).toBe(400)
        expect(answer.headers['content-language'], label).toBe(language)
        if (language === 'en')
          expect(sentence(answer), label).toBe(
            'Your form could not be read. Please fill it in again on our contact page.',
          )
        else expect(sentence(answer), label).toMatch(ARABIC)
      }
    }
  })

  it('the form as the page sends it, with or without JavaScript, goes on to Next', async () => {
    for (const request of [
      fetchAction([
        ['0', `[${STATE},"$K1"]`],
        ['_1_name', 'Sara'],
        ['_1_message', '$100 budget'],
      ]),
      fetchAction([
        [
          '0',
          '[{"status":"invalid","errors":{"email":"required"},"values":{},"answeredAt":1,"x":"$undefined","d":"$D2026-01-01T00:00:00.000Z"},"$K1"]',
        ],
      ]),
      formAction([
        ['$ACTION_REF_1', ''],
        ['$ACTION_1:0', descriptor('"$@1"')],
        ['$ACTION_1:1', `[${STATE}]`],
        ['$ACTION_KEY', 'k0'],
      ]),
      formAction([['$ACTION_ID_' + ACTION_ID, '']]),
      formAction(
        [
          ['$ACTION_REF_1', ''],
          ['$ACTION_1:0', descriptor('null')],
        ],
        '/ar/contact',
      ),
    ]) {
      const answer = await sendRaw(base, request)
      expect(answer.body, String(request.body).slice(0, 200)).toBe('reached')
    }
  })
})
