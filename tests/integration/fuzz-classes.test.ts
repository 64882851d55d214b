import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { guardRest } from '@/cms/rest-guard'
import { startTestPayload } from '../support/payload'

/**
 * Every class of malformed REST request the fuzz run of issue 35 answered
 * with a 500 or 501 (docs/SECURITY.md, "Bad input"), replayed through the
 * site's own REST route (`app/(payload)/api/[...slug]/route.ts`: Payload's
 * handlers behind src/cms/rest-guard.ts) on the database the run is given:
 * SQLite by default, PostgreSQL with TEST_DATABASE_URL. Each request must get
 * its exact 4xx, with a message in the request's language (Arabic for
 * `Accept-Language: ar…` or the admin's `payload-lng=ar` cookie, else
 * English), and the well-formed neighbours of each class must still work.
 * The page-level classes are in tests/unit/request-guard-fuzz.test.ts.
 */

type Handler = (
  request: Request,
  args: { params: Promise<{ slug: string[] }> },
) => Promise<Response>
let routes: Record<'GET' | 'POST' | 'PATCH' | 'DELETE', Handler>
let payload: Payload
let stop: () => Promise<void>

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  routes = (await import('@/app/(payload)/api/[...slug]/route')) as unknown as typeof routes
})
afterAll(async () => {
  await stop?.()
})

type Language = 'en' | 'ar'
type Sent = {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  path: string
  body?: FormData
  language?: Language
  /** How the language is asked for: the admin's cookie instead of Accept-Language. */
  byCookie?: boolean
}
type Answer = { status: number; message: string; text: string; language: string | null }

async function send({ method = 'GET', path, body, language = 'en', byCookie }: Sent) {
  const url = new URL(path, 'http://localhost:3000')
  const headers: Record<string, string> = byCookie
    ? { cookie: `payload-lng=${language}` }
    : { 'accept-language': language === 'ar' ? 'ar-KW,ar;q=0.9,en;q=0.5' : 'en-GB,en;q=0.9' }
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const response = await routes[method](new Request(url, { method, headers, body }), {
    params: Promise.resolve({ slug }),
  })
  const text = await response.text()
  let message = ''
  try {
    message = (JSON.parse(text) as { errors?: { message?: string }[] }).errors?.[0]?.message ?? ''
  } catch {
    // Not Payload's error shape: `text` says what came instead.
  }
  return {
    status: response.status,
    message,
    text,
    language: response.headers.get('content-language'),
  } satisfies Answer
}

const ARABIC = /[\u0600-\u06FF]/

/**
 * Sends each request in English and in Arabic: the status must be `status`,
 * the English message must match `english`, the Arabic one must be Arabic.
 */
async function expectRefused(requests: Sent[], status: number, english: RegExp) {
  for (const request of requests) {
    const label = `${request.method ?? 'GET'} ${request.path}`
    const en = await send({ ...request, language: 'en' })
    expect(en.status, `${label} (en): ${en.text}`).toBe(status)
    expect(en.message, label).toMatch(english)
    expect(en.language, label).toBe('en')
    for (const byCookie of [false, true]) {
      const ar = await send({ ...request, language: 'ar', byCookie })
      expect(ar.status, `${label} (ar): ${ar.text}`).toBe(status)
      expect(ar.message, `${label} (ar${byCookie ? ', cookie' : ''})`).toMatch(ARABIC)
      expect(ar.language, label).toBe('ar')
    }
  }
}

/** Well-formed neighbours of a class: answered by Payload, not refused. */
async function expectAnswered(requests: Sent[], status = 200) {
  for (const request of requests) {
    const answer = await send(request)
    expect(answer.status, `${request.method ?? 'GET'} ${request.path}: ${answer.text}`).toBe(status)
  }
}

const form = (fields: [string, string][]) => {
  const data = new FormData()
  for (const [name, value] of fields) data.append(name, value)
  return data
}

describe('multipart `_payload` that is not a JSON object', () => {
  it('is a 400 on every collection, a global and the staff login', async () => {
    const bodies = ['{"title":', 'nope', '[', 'null', '[1,2]', '"text"', '']
    const routes: Pick<Sent, 'method' | 'path'>[] = [
      { method: 'POST', path: '/api/services' },
      { method: 'POST', path: '/api/contact-submissions' },
      { method: 'POST', path: '/api/users/login' },
      { method: 'PATCH', path: '/api/services/1' },
      { method: 'POST', path: '/api/service-images' },
      { method: 'POST', path: '/api/globals/site-settings' },
    ]
    await expectRefused(
      routes.flatMap((route, i) => [
        { ...route, body: form([['_payload', bodies[i % bodies.length]!]]) },
        { ...route, body: form([['_payload', bodies[(i + 3) % bodies.length]!]]) },
      ]),
      400,
      /^The form field "_payload" must be a JSON object\.$/,
    )
  })

  it('a JSON object in `_payload` reaches Payload (which judges access and the data)', async () => {
    await expectAnswered(
      [
        {
          method: 'POST',
          path: '/api/users/login',
          body: form([['_payload', '{"email":"nobody@example.com","password":"x"}']]),
        },
      ],
      401,
    )
    await expectAnswered(
      [{ method: 'POST', path: '/api/services', body: form([['_payload', '{"slug":"x"}']]) }],
      403,
    )
  })
})

describe('where operators the databases do not implement', () => {
  it('near, within and intersects on fields that are no geometry are a 400', async () => {
    await expectRefused(
      [
        { path: '/api/services?where[title][near]=1,2' },
        { path: '/api/services?where[slug][within]=abc' },
        { path: '/api/services?where[slug][intersects]=abc' },
        { path: '/api/blog-posts?where[published_at][near]=1,2,3,4' },
        { path: '/api/team-members?where[or][0][name][near]=0,0' },
        { path: '/api/services/versions?where[version.title][within]=x' },
      ],
      400,
      /^The operator "(near|within|intersects)" cannot be used on "[\w.]+"\.$/,
    )
  })

  it('`all` is a 400, hasMany fields included', async () => {
    await expectRefused(
      [
        { path: '/api/services?where[slug][all]=a' },
        { path: '/api/services?where[slug][all][0]=a&where[slug][all][1]=b' },
        { path: '/api/blog-posts?where[tags][all]=a,b' },
        { path: '/api/features?where[id][all]=1' },
        { path: '/api/services?where[and][0][title][all]=x' },
      ],
      400,
      /^The operator "all" cannot be used on "[\w.]+"\.$/,
    )
  })

  it('text search on numbers, dates, choices and flags, and unknown operators are a 400', async () => {
    await expectRefused(
      [
        { path: '/api/services?where[display_order][contains]=1' },
        { path: '/api/blog-posts?where[published_at][like]=2026' },
        { path: '/api/services?where[icon_name][contains]=Code' },
        { path: '/api/success-stories?where[is_active][not_like]=true' },
        { path: '/api/services?where[layout.blockType][equals]=x' },
        { path: '/api/blog-posts?where[content.root.children.text][equals]=x' },
        { path: '/api/services?where[title][regex]=.*' },
      ],
      400,
      /^The operator "\w+" cannot be used on "[\w.]+"\.$/,
    )
  })
})

describe('where values of the wrong kind', () => {
  it('a date comparison with something that is no date is a 400', async () => {
    await expectRefused(
      [
        { path: '/api/blog-posts?where[published_at][greater_than]=notadate' },
        { path: '/api/blog-posts?where[published_at][less_than_equal]=notadate' },
        { path: '/api/services?where[createdAt][greater_than]=2026-13-45' },
        { path: '/api/services?where[updatedAt][equals]=yesterday' },
        { path: '/api/blog-posts?where[published_at][in]=2026-01-01,notadate' },
      ],
      400,
      /^The value of "\w+" for "\w+" must be a date\.$/,
    )
  })

  it('a list (or an object) where one value is needed is a 400', async () => {
    await expectRefused(
      [
        { path: '/api/services?where[slug][equals][0]=a&where[slug][equals][1]=b' },
        {
          path: '/api/services?where[display_order][equals][0]=1&where[display_order][equals][1]=2',
        },
        { path: '/api/services?where[title][like][0]=a&where[title][like][1]=b' },
        { path: '/api/services?where[slug][equals][a]=b' },
        { path: '/api/success-stories?where[features.title][not_equals][]=x' },
        { path: '/api/blog-posts?where[published_at][greater_than][0]=2026-01-01' },
        { path: '/api/services?where[slug][in][0][a]=1' },
      ],
      400,
      /^The value of "[\w.]+" for "\w+" must be (a single value|a value or a list of values)\.$/,
    )
  })

  it('a choice, a flag or a document id that is none is a 400', async () => {
    await expectRefused(
      [
        { path: '/api/services?where[icon_name][equals]=NoSuchIcon' },
        { path: '/api/services?where[_status][in]=published,lost' },
        { path: '/api/success-stories?where[is_active][equals]=maybe' },
        { path: '/api/services?where[image_storage_path][equals]=abc' },
        { path: '/api/services?where[id][in]=1,abc' },
        { path: '/api/redirects?where[to.reference][equals]=1' },
        { path: '/api/redirects?where[to.reference.relationTo][equals]=nowhere' },
      ],
      400,
      /^The value of "[\w.]+" for "\w+" must be (one of the field’s options|true or false|a document id|a relationTo and a value naming a document)\.$/,
    )
  })

  it('conditions that are not a map of operators are a 400', async () => {
    await expectRefused(
      [
        { path: '/api/services?where[or]=x' },
        { path: '/api/services?where[or][0]=x' },
        { path: '/api/services?where[title]=x' },
        { path: '/api/services?where[and]=' },
      ],
      400,
      /^The query parameter "where" must map field paths to operators/,
    )
  })

  it('well-formed queries of every kind are answered', async () => {
    await expectAnswered([
      { path: '/api/services?where[slug][equals]=web-development' },
      { path: '/api/services?where[slug][in][0]=a&where[slug][in][1]=b' },
      { path: '/api/services?where[title.ar][like]=ويب&where[display_order][greater_than]=1' },
      { path: '/api/blog-posts?where[published_at][greater_than]=2026-01-01T00:00:00.000Z' },
      { path: '/api/blog-posts?where[tags][contains][0]=a&where[tags][contains][1]=b' },
      { path: '/api/services?where[or][0][icon_name][equals]=Monitor&where[or][1][id][in]=1,2' },
      { path: '/api/services?where[image_storage_path.alt][like]=x' },
      { path: '/api/success-stories?where[is_active][equals]=true&where[features.title][like]=x' },
      { path: '/api/services?where=%7B%22slug%22%3A%7B%22equals%22%3A%22a%22%7D%7D' },
      { path: '/api/services/count?where[_status][equals]=published' },
    ])
    // Versions and redirects are staff-only; the queries are still not the guard's to refuse.
    await expectAnswered(
      [
        { path: '/api/services/versions?where[version.title][like]=x&where[latest][equals]=true' },
        {
          path: '/api/redirects?where[to.reference][equals][relationTo]=services&where[to.reference][equals][value]=1',
        },
        // The admin's relationship picker, searching staff accounts by e-mail.
        {
          path: '/api/users?where[and][1][email][like]=sales-17&where[and][2][role][in][0]=sales',
        },
        { path: '/api/users?where[email][not_like]=example&where[email][contains]=sales' },
      ],
      403,
    )
    // A path that names no field is Payload's own 400.
    const unknown = await send({ path: '/api/services?where[nope][equals]=1' })
    expect(unknown.status).toBe(400)
    expect(unknown.message).toMatch(/nope/)
  })
})

describe('field lists (`select`, `populate`)', () => {
  it('a list that excludes fields, hidden ones included, is a 400', async () => {
    await expectRefused(
      [
        { path: '/api/services?select[updatedAt]=false' },
        { path: '/api/services/1?select[title]=false&select[slug]=true' },
        { path: '/api/pages?select[meta][title]=false' },
        { path: '/api/users?select[hash]=false' },
        { path: '/api/users?select[salt]=false&select[name]=true' },
        { path: '/api/users/me?select[resetPasswordToken]=false' },
        { path: '/api/blog-posts?populate[blog-images][filename]=false' },
        { path: '/api/services?select[title]=yes' },
      ],
      400,
      /^The query parameter "(select|populate)" must list the fields to include, each set to true\.$/,
    )
  })

  it('a list that names hidden fields to include is Payload’s: the fields are left out', async () => {
    await expectAnswered([{ path: '/api/services?select[title]=true&select[meta][title]=true' }])
    const hidden = await send({ path: '/api/users?select[hash]=true&select[salt]=true' })
    // Staff accounts are not readable without signing in; never a 5xx, never the hash.
    expect(hidden.status).toBe(403)
    expect(hidden.text).not.toMatch(/"(hash|salt)"/)
  })
})

describe('Payload’s own collections', () => {
  it('every route of payload-migrations is a 404 that names no internal address', async () => {
    const routes: Sent[] = [
      { path: '/api/payload-migrations' },
      { path: '/api/payload-migrations/1' },
      { path: '/api/payload-migrations/versions' },
      { path: '/api/payload-migrations/count?where[name][equals]=x' },
      { method: 'POST', path: '/api/payload-migrations', body: form([['_payload', '{}']]) },
      { method: 'PATCH', path: '/api/payload-migrations/1' },
      { method: 'DELETE', path: '/api/payload-migrations/1' },
    ]
    await expectRefused(routes, 404, /^Not Found$/)
    for (const route of routes) {
      const { text } = await send(route)
      expect(text, route.path).not.toMatch(/localhost|https?:|127\.0\.0\.1|3000/)
    }
  })

  it('the others are refused to visitors who are not signed in', async () => {
    for (const slug of [
      'payload-preferences',
      'payload-locked-documents',
      'payload-kv',
      'payload-jobs',
    ]) {
      const { status } = await send({ path: `/api/${slug}?limit=1` })
      expect([401, 403], slug).toContain(status)
    }
  })

  it('any other 501 Payload would answer becomes a 404 without the address', async () => {
    const leaky = guardRest(
      async () =>
        Response.json({ message: 'Cannot GET http://10.0.0.7:3000/api/x' }, { status: 501 }),
      Promise.resolve(payload.config),
    )
    const answer = await leaky(
      new Request('http://localhost:3000/api/services/x/y', {
        headers: { 'accept-language': 'ar' },
      }),
    )
    expect(answer.status).toBe(404)
    const text = await answer.text()
    expect(text).not.toContain('10.0.0.7')
    expect(text).toMatch(ARABIC)
  })
})
