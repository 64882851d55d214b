import { expect, test } from '@playwright/test'

import { baseURL } from '../../playwright.config'
import {
  contactFormFields,
  multipartBody,
  sendRaw,
  type RawAnswer,
  type RawRequest,
} from '../support/raw-http'

/**
 * Bad input never earns a 5xx (src/server/request-guard.ts, src/cms/rest-guard.ts):
 * first the requests that used to fail with 500 one by one, with the answer each
 * must get now, then a seeded fuzz run of several hundred malformed requests over
 * the public REST routes and the contact form, none of which may get a 5xx, with
 * the server still answering afterwards.
 */

const BOUNDARY = '----bad-input-boundary'
const multipart = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }
const ENQUIRY: [string, string][] = [
  ['name', 'Bad Input'],
  ['mobile__country', 'KW'],
  ['mobile', '50000000'],
  ['email', 'bad-input@example.com'],
  ['company', 'Fuzz Co'],
  ['employees', '11-50'],
  ['subject', 'bad-input'],
  ['message', 'Posted by tests/e2e/bad-input.spec.ts'],
  ['website', ''],
]
// Over the 100 kB the form accepts, far under anything a slow link would choke on.
const OVERSIZED = 'x'.repeat(150 * 1024)
/** Past what any page post may carry (a form's 20 MB of files and its answers): announced, not sent. */
const PAST_THE_LIMIT = 22 * 1024 * 1024

const send = (options: RawRequest) => sendRaw(baseURL, options)
const errorMessage = (answer: RawAnswer) =>
  (JSON.parse(answer.body) as { errors?: { message?: string }[] }).errors?.[0]?.message ?? ''

test.describe('REST answers bad input with a 4xx and a clear message', () => {
  test('an id that is not a number is a 404, like an id that does not exist', async () => {
    for (const path of ['/api/services/abc', '/api/team-members/1.5x', '/api/blog-posts/-1']) {
      const answer = await send({ method: 'GET', path })
      expect(answer.status, path).toBe(404)
      expect(errorMessage(answer), path).toBe('Not Found')
    }
    const patch = await send({
      method: 'PATCH',
      path: '/api/services/abc',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(patch.status).toBe(404)
  })

  test('a repeated or malformed query parameter is a 400 that names it', async () => {
    for (const [path, name] of [
      ['/api/services?limit=1&limit=2', 'limit'],
      ['/api/services?limit[0]=1&limit[1]=2', 'limit'],
      ['/api/features?page=2&page=3', 'page'],
      ['/api/testimonials?depth=abc', 'depth'],
      ['/api/globals/site-settings?depth=1&depth=2', 'depth'],
      ['/api/services?where=abc', 'where'],
      ['/api/services?where=%5B1%5D', 'where'],
    ]) {
      const answer = await send({ method: 'GET', path })
      expect(answer.status, path).toBe(400)
      expect(errorMessage(answer), path).toContain(`"${name}"`)
    }
  })

  test('a file no upload has is a 404', async () => {
    const answer = await send({ method: 'GET', path: '/api/service-images/file/nope.jpg' })
    expect(answer.status).toBe(404)
    expect(errorMessage(answer)).toBe('Not Found')
  })

  test('e-mail verification, which staff accounts do not use, is a 404', async () => {
    const answer = await send({ method: 'POST', path: '/api/users/verify/x' })
    expect(answer.status).toBe(404)
    expect(errorMessage(answer)).toBe('Not Found')
  })

  test('a body that is not JSON is a 400 that says so', async () => {
    const answer = await send({
      method: 'POST',
      path: '/api/users/forgot-password',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    })
    expect(answer.status).toBe(400)
    expect(errorMessage(answer)).toBe('Invalid JSON')
  })

  test('an address with a broken percent escape is a 400', async () => {
    for (const path of ['/api/services/%E0%A4%A', '/api/%ZZ', '/contact%E0%A4%A']) {
      const answer = await send({ method: 'GET', path })
      expect(answer.status, path).toBe(400)
    }
  })
})

test.describe('The contact form refuses bad posts with a message in its language', () => {
  test('without JavaScript: too large, cross-origin, malformed and unsized posts get a page that says why', async () => {
    const { hidden } = await contactFormFields(baseURL)
    const cases: {
      name: string
      request: Omit<RawRequest, 'method' | 'path'>
      status: number
      en: RegExp
      ar: RegExp
    }[] = [
      {
        name: 'over the limit',
        request: {
          headers: multipart,
          body: multipartBody([...hidden, ...ENQUIRY, ['message', OVERSIZED]], BOUNDARY),
          declaredLength: PAST_THE_LIMIT,
        },
        status: 413,
        en: /too large/i,
        ar: /كبير/,
      },
      {
        name: 'from another site',
        request: {
          headers: { ...multipart, origin: 'https://attacker.example' },
          body: multipartBody([...hidden, ...ENQUIRY], BOUNDARY),
        },
        status: 403,
        en: /another site/i,
        ar: /موقع آخر/,
      },
      {
        name: 'a body that is not multipart',
        request: { headers: multipart, body: 'this is not a form' },
        status: 400,
        en: /could not be read/i,
        ar: /تعذّرت قراءة/,
      },
      {
        name: 'multipart without a boundary',
        request: {
          headers: { 'content-type': 'multipart/form-data' },
          body: multipartBody([...hidden, ...ENQUIRY], BOUNDARY),
        },
        status: 400,
        en: /could not be read/i,
        ar: /تعذّرت قراءة/,
      },
      {
        name: 'streamed without a length',
        request: {
          headers: multipart,
          body: multipartBody([...hidden, ...ENQUIRY], BOUNDARY),
          chunked: true,
        },
        status: 411,
        en: /length/i,
        ar: /طول/,
      },
    ]
    for (const item of cases) {
      for (const [path, lang, copy] of [
        ['/contact', 'en', item.en],
        ['/ar/contact', 'ar', item.ar],
      ] as const) {
        const answer = await send({ method: 'POST', path, ...item.request })
        const where = `${item.name} → ${path}`
        expect(answer.status, where).toBe(item.status)
        expect(answer.headers['content-type'], where).toMatch(/^text\/html/)
        expect(answer.body, where).toContain(
          `<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"`,
        )
        expect(answer.body, where).toMatch(copy)
        // The way back to the form, in the same language.
        expect(answer.body, where).toContain(`href="${lang === 'ar' ? '/ar/contact' : '/contact'}"`)
      }
    }
  })

  test('with JavaScript: the same refusals answer the form with a 4xx it shows as its error', async () => {
    const { hidden, actionId } = await contactFormFields(baseURL)
    expect(actionId).not.toBe('')
    const js = { ...multipart, 'next-action': actionId, accept: 'text/x-component' }
    const tooLarge = await send({
      method: 'POST',
      path: '/ar/contact',
      headers: js,
      body: multipartBody([...hidden, ...ENQUIRY, ['message', OVERSIZED]], BOUNDARY),
      declaredLength: PAST_THE_LIMIT,
    })
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.body).toMatch(/كبير/)
    const crossOrigin = await send({
      method: 'POST',
      path: '/contact',
      headers: { ...js, origin: 'https://attacker.example' },
      body: multipartBody(ENQUIRY, BOUNDARY),
    })
    expect(crossOrigin.status).toBe(403)
    expect(crossOrigin.body).toMatch(/another site/i)
  })

  test('a well-formed post from the site itself still reaches the form', async () => {
    const { hidden } = await contactFormFields(baseURL, '/ar/contact')
    const answer = await send({
      method: 'POST',
      path: '/ar/contact',
      headers: { ...multipart, origin: baseURL },
      body: multipartBody(
        [...hidden, ...ENQUIRY.filter(([name]) => name !== 'email'), ['email', 'not-an-email']],
        BOUNDARY,
      ),
    })
    // The form's own validation answers (the page again, with the field marked), not the guard.
    expect(answer.status).toBe(200)
    expect(answer.body).toContain('aria-invalid="true"')
  })
})

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function seeded(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
  return { next, pick }
}

const COLLECTIONS = [
  'services',
  'features',
  'hero-slides',
  'team-members',
  'testimonials',
  'blog-posts',
  'blog-topics',
  'success-stories',
  'pages',
  'logo-testimonials',
  'contact-submissions',
]
const BUCKETS = ['service-images', 'team-images', 'logo-testimonials', 'hero-videos', 'blog-images']
const BAD_IDS = [
  'abc',
  '-1',
  '1.5',
  '1e309',
  '0x10',
  'NaN',
  'Infinity',
  '99999999999999999999999',
  '%00',
  "1'%20OR%20'1'='1",
  '%D8%B9%D8%B1%D8%A8%D9%8A',
  '..%2f..%2fetc%2fpasswd',
  'x'.repeat(3000),
  '%F0%9F%92%A5',
]
const BAD_VALUES = [
  'abc',
  '-1',
  '1.5',
  '1e999',
  '99999999999999999999',
  '',
  '%00',
  '%E2%80%AE',
  '{"a":1}',
  '[]',
  'null',
  'true',
  '%7B%22or%22%3A%5B%5D%7D',
  'x'.repeat(5000),
  '%D9%85%D8%B1%D8%AD%D8%A8%D8%A7',
]
const PARAMS = [
  'limit',
  'page',
  'depth',
  'where',
  'sort',
  'locale',
  'fallback-locale',
  'draft',
  'trash',
  'pagination',
  'select',
  'populate',
  'joins',
  'data',
]
const PARAM_SHAPES = [
  (name: string, value: string) => `${name}=${value}`,
  (name: string, value: string) => `${name}=${value}&${name}=${value}`,
  (name: string, value: string) => `${name}[]=${value}`,
  (name: string, value: string) => `${name}[0]=${value}&${name}[1]=${value}`,
  (name: string, value: string) => `${name}[a][b][c]=${value}`,
  (name: string, value: string) => `${name}[title][like][x]=${value}`,
  (name: string, value: string) => `${name}[or][0][and][0][id][equals]=${value}`,
]

/** Fixed cases: each names a kind of bad input that has broken servers like this one. */
function corpus(hidden: [string, string][], actionId: string): RawRequest[] {
  const requests: RawRequest[] = []
  const get = (path: string, headers?: Record<string, string>) =>
    requests.push({ method: 'GET', path, headers })
  const json = (method: string, path: string, body: string) =>
    requests.push({ method, path, headers: { 'content-type': 'application/json' }, body })

  for (const collection of COLLECTIONS) {
    for (const id of BAD_IDS.slice(0, 8)) get(`/api/${collection}/${id}`)
    get(`/api/${collection}/versions/abc`)
    get(`/api/${collection}?limit=1&limit=2`)
    get(`/api/${collection}?where=abc`)
    get(`/api/${collection}?where[nope][equals]=1`)
    get(`/api/${collection}?sort=nope&sort=-nope`)
    json('PATCH', `/api/${collection}/abc`, '{}')
    json('POST', `/api/${collection}`, '{"broken":')
    requests.push({ method: 'DELETE', path: `/api/${collection}/abc` })
    requests.push({ method: 'POST', path: `/api/${collection}/abc/duplicate` })
  }
  for (const id of BAD_IDS.slice(8)) get(`/api/services/${id}`)
  for (const bucket of BUCKETS) {
    for (const name of [
      'nope.jpg',
      '..%2F..%2Fetc%2Fpasswd',
      '..%5C..%5Cwindows',
      '%2e%2e%2fpackage.json',
      '%00.jpg',
      '%D8%B5%D9%88%D8%B1%D8%A9.png',
      'a'.repeat(2000) + '.jpg',
    ])
      get(`/api/${bucket}/file/${name}`)
    requests.push({
      method: 'POST',
      path: `/api/${bucket}`,
      headers: multipart,
      body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nnot finished`,
    })
    requests.push({
      method: 'POST',
      path: `/api/${bucket}`,
      headers: { 'content-type': 'multipart/form-data' },
      body: 'no boundary at all',
    })
  }
  for (const query of [
    'depth=abc',
    'depth=1&depth=2',
    'locale=xx',
    'locale[]=en',
    'draft=maybe',
    'draft=true&draft=false',
    'fallback-locale=none',
    'select=abc',
    'populate=abc',
  ])
    get(`/api/globals/site-settings?${query}`)
  for (const method of ['POST', 'PATCH', 'PUT', 'DELETE'])
    json(method, '/api/globals/site-settings', '{"company_name":')
  get('/api/globals/nope')
  get('/api/globals/site-settings/versions/abc')

  // Staff sign-in and its neighbours, without spending sign-in attempts on a real account.
  for (const body of ['{"email":', '[]', 'null', '"text"', '{"email":{"$gt":""}}'])
    json('POST', '/api/users/login', body)
  requests.push({ method: 'POST', path: '/api/users/login', headers: multipart, body: 'garbage' })
  requests.push({
    method: 'POST',
    path: '/api/users/login',
    headers: { 'content-type': 'text/plain' },
    body: 'email=a',
  })
  get('/api/users/login')
  for (const path of [
    '/api/users/verify/x',
    '/api/users/verify/' + 'x'.repeat(500),
    '/api/users/forgot-password',
    '/api/users/reset-password',
    '/api/users/unlock',
    '/api/users/refresh-token',
    '/api/users/logout',
    '/api/users/first-register',
    '/api/users/access',
    '/api/users/me',
  ]) {
    requests.push({ method: 'POST', path })
    json('POST', path, '{"email":')
    json('POST', path, '[1,2]')
  }
  get('/api/users/verify/x')
  get('/api/users/me?depth=abc')
  json('POST', '/api/users/forgot-password', '{"email":["a@b.c","d@e.f"]}')
  json('POST', '/api/users/reset-password', '{"token":{"a":1},"password":1}')

  // Addresses and methods that go nowhere.
  for (const path of [
    '/api/%ZZ',
    '/api/services/%E0%A4%A',
    '/%E0%A4%A',
    '/ar/%ZZ',
    '/api/..%2f..%2fetc%2fpasswd',
    '/api/services/..%2f..%2fusers',
    '/api/' + 'a'.repeat(4000),
    '/api/services?' + Array.from({ length: 500 }, (_, i) => `p${i}=${i}`).join('&'),
    '/api/services?' + 'a'.repeat(6000) + '=1',
    '/api/services?where' + '[a]'.repeat(40) + '=1',
  ])
    get(path)
  for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'])
    requests.push({ method, path: '/api/services' })
  requests.push({
    method: 'POST',
    path: '/api/services',
    headers: { 'x-http-method-override': 'GET', 'content-type': 'application/json' },
    body: '{"where":',
  })
  requests.push({
    method: 'POST',
    path: '/api/services',
    headers: {
      'x-http-method-override': 'GET',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'limit=1&limit=2',
  })

  // The contact form, in both languages, without and with JavaScript.
  for (const path of ['/contact', '/ar/contact', '/', '/ar/about']) {
    const post = (headers: Record<string, string>, body: string, chunked = false) =>
      requests.push({ method: 'POST', path, headers, body, chunked })
    const form = multipartBody([...hidden, ...ENQUIRY], BOUNDARY)
    post(multipart, multipartBody([...hidden, ...ENQUIRY, ['message', OVERSIZED]], BOUNDARY))
    post({ ...multipart, origin: 'https://attacker.example' }, form)
    post({ ...multipart, origin: 'null' }, form)
    post({ ...multipart, origin: 'not a url' }, form)
    post(
      { ...multipart, 'x-forwarded-host': 'attacker.example', origin: 'https://attacker.example' },
      form,
    )
    post(multipart, 'garbage')
    post(multipart, form.slice(0, form.length - 20))
    post({ 'content-type': 'multipart/form-data' }, form)
    post({ 'content-type': `multipart/form-data; boundary=${BOUNDARY}x` }, form)
    post({ 'content-type': 'multipart/form-data; boundary=' }, form)
    post(multipart, form, true)
    post({ 'content-type': 'application/x-www-form-urlencoded' }, 'name=a&email=b')
    post({ 'content-type': 'application/json' }, '{"name":')
    post({ 'content-type': 'text/plain' }, 'hello')
    post(multipart, multipartBody([['$ACTION_ID_0000', '']], BOUNDARY))
    post(
      multipart,
      multipartBody(
        [
          ['$ACTION_REF_1', ''],
          ['$ACTION_1:0', '{"id":'],
        ],
        BOUNDARY,
      ),
    )
    post({ ...multipart, 'next-action': actionId }, 'x'.repeat(120 * 1024))
    post({ ...multipart, 'next-action': actionId, origin: 'https://attacker.example' }, form)
    post({ ...multipart, 'next-action': actionId }, 'garbage')
    post({ ...multipart, 'next-action': 'zz' }, form)
  }
  return requests
}

/** Generated cases: random parameters, shapes and values on random public routes. */
function generated(count: number, seed: number): RawRequest[] {
  const random = seeded(seed)
  const requests: RawRequest[] = []
  for (let i = 0; i < count; i++) {
    const collection = random.pick(COLLECTIONS)
    const base = random.pick([
      `/api/${collection}`,
      `/api/${collection}/1`,
      `/api/${collection}/${random.pick(BAD_IDS)}`,
      `/api/${collection}/count`,
      `/api/${collection}/versions`,
      '/api/globals/site-settings',
    ])
    const query = Array.from({ length: 1 + Math.floor(random.next() * 3) }, () =>
      random.pick(PARAM_SHAPES)(random.pick(PARAMS), random.pick(BAD_VALUES)),
    ).join('&')
    requests.push({ method: random.pick(['GET', 'GET', 'GET', 'HEAD']), path: `${base}?${query}` })
  }
  return requests
}

test('fuzz: hundreds of malformed requests to the REST routes and the form, no 5xx, server still up', async () => {
  test.setTimeout(300_000)
  const { hidden, actionId } = await contactFormFields(baseURL)
  const requests = [...corpus(hidden, actionId), ...generated(200, 20_240_607)]
  expect(requests.length).toBeGreaterThanOrEqual(300)

  const failures: string[] = []
  const statuses = new Map<number, number>()
  // A few at a time, like a busy scanner; the order is fixed, so a failure replays.
  for (let i = 0; i < requests.length; i += 6) {
    await Promise.all(
      requests.slice(i, i + 6).map(async (request) => {
        const label = `${request.method} ${request.path.slice(0, 160)}${request.headers?.origin ? ` (Origin ${request.headers.origin})` : ''}`
        try {
          const answer = await send(request)
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
          if (answer.status >= 500)
            failures.push(`${answer.status} ← ${label}: ${answer.body.slice(0, 120)}`)
        } catch (error) {
          failures.push(`no answer ← ${label}: ${String(error)}`)
        }
      }),
    )
  }
  console.log(
    `bad-input fuzz: ${requests.length} requests; statuses ${[...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ')}`,
  )
  expect(failures).toEqual([])

  // Still serving: a page, the API and the form.
  expect((await send({ method: 'GET', path: '/' })).status).toBe(200)
  expect((await send({ method: 'GET', path: '/api/services?limit=1' })).status).toBe(200)
  expect((await send({ method: 'GET', path: '/ar/contact' })).status).toBe(200)
})
