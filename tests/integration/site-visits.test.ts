import { createClient } from '@libsql/client'
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readPageView } from '@/lib/analytics/page-view'

import { startTestPayload, isPostgres } from '../support/payload'
import { rest, signIn } from '../support/rest'

/**
 * Visit counts in the database, on SQLite and PostgreSQL: tallies written by
 * several servers at once add up, a shutdown writes what is left, a failed
 * write keeps its counts, past days are closed (visitor hashes counted, then
 * deleted) once however many servers close them, old days are deleted, and
 * staff read the figures at GET /api/insights.
 */
let payload: Payload
let stop: () => Promise<void>
let staffToken = ''

type Store = typeof import('@/lib/analytics/store')
type Tally = typeof import('@/lib/analytics/tally')
let store: Store
let tally: Tally

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  store = await import('@/lib/analytics/store')
  tally = await import('@/lib/analytics/tally')
  await payload.create({
    collection: 'users',
    data: {
      email: 'visits-editor@example.com',
      password: 'date-palms-at-dawn-42',
      role: 'editor',
      name: 'Ed',
    },
  })
  staffToken = await signIn(payload, 'visits-editor@example.com', 'date-palms-at-dawn-42')
}, 120_000)
afterAll(async () => stop?.())

/** Every row of a day, as `dimension key` → count, read through a connection of its own. */
async function rowsOf(day: string): Promise<Record<string, number>> {
  const sql = 'SELECT dimension, key, count FROM site_visits WHERE day = ? ORDER BY dimension, key'
  let rows: { dimension: string; key: string; count: unknown }[]
  if (isPostgres()) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    rows = (await client.query(sql.replace('?', '$1'), [day])).rows
    await client.end()
  } else {
    const client = createClient({ url: process.env.DATABASE_URL! })
    rows = (await client.execute({ sql, args: [day] })).rows as unknown as typeof rows
    client.close()
  }
  return Object.fromEntries(rows.map((row) => [`${row.dimension} ${row.key}`, Number(row.count)]))
}

const view = (json: object) => readPageView(JSON.stringify(json))!

describe('writing the tally', () => {
  it('adds what several servers counted, at once, to the same rows', async () => {
    const day = '2026-03-01'
    const replica = (views: number, visitor: string) => {
      const counts: Map<string, number> = new Map()
      counts.set(tally.countKey(day, 'views', ''), views)
      counts.set(tally.countKey(day, 'page', '/about'), views)
      counts.set(tally.countKey(day, 'visitor', visitor), 1)
      return counts
    }
    await Promise.all([
      store.writeCounts(payload, replica(3, 'a')),
      store.writeCounts(payload, replica(4, 'b')),
      store.writeCounts(payload, replica(5, 'a')),
    ])
    expect(await rowsOf(day)).toEqual({
      'views ': 12,
      'page /about': 12,
      'visitor a': 2,
      'visitor b': 1,
    })
  })

  it('writes what was counted when the server stops, so a restart finds it', async () => {
    const { startVisitWriter } = await import('@/lib/analytics/writer')
    const day = '2026-03-02'
    tally.takeCounts()
    for (const path of ['/', '/ar/about', '/ar/about/'])
      tally.countView(
        view({ p: path, d: 'phone', e: path === '/' ? 1 : 0, c: 'launch' }),
        day,
        'v1',
      )
    const writer = startVisitWriter(payload)
    await writer.stop()
    expect(tally.pendingCounts()).toBe(0)
    expect(await rowsOf(day)).toEqual({
      'views ': 3,
      'page /': 1,
      'page /ar/about': 2,
      'entry /': 1,
      'campaign launch': 1,
      'device phone': 3,
      'language en': 1,
      'language ar': 2,
      // A past day: the writer's first round closed it at once.
      'visitors ': 1,
    })
  })

  it('keeps the counts of a failed write for the next one', async () => {
    const { startVisitWriter } = await import('@/lib/analytics/writer')
    const day = '2026-03-03'
    tally.takeCounts()
    tally.countView(view({ p: '/contact' }), day, 'v2')
    const db = payload.db as unknown as Record<string, unknown>
    const [key, original] = isPostgres() ? ['pool', db.pool] : ['client', db.client]
    db[key] = {
      batch: async () => {
        throw new Error('SQLITE_BUSY (test)')
      },
      connect: async () => {
        throw new Error('connection refused (test)')
      },
    }
    const writer = startVisitWriter(payload)
    await writer.writeNow()
    db[key] = original
    expect(tally.pendingCounts()).toBe(4)
    expect(await rowsOf(day)).toEqual({})
    await writer.stop()
    expect(await rowsOf(day)).toEqual({
      'views ': 1,
      'page /contact': 1,
      'language en': 1,
      'visitors ': 1,
    })
  })
})

describe('closing past days', () => {
  it('turns a day’s visitor hashes into one count and deletes them, once, however many servers close it', async () => {
    const day = '2026-04-10'
    const counts: Map<string, number> = new Map()
    for (const visitor of ['h1', 'h2', 'h3']) counts.set(tally.countKey(day, 'visitor', visitor), 1)
    counts.set(tally.countKey(day, 'views', ''), 9)
    await store.writeCounts(payload, counts)
    const results = await Promise.all([
      store.closePastDays(payload, '2026-04-11'),
      store.closePastDays(payload, '2026-04-11'),
      store.closePastDays(payload, '2026-04-11'),
    ])
    expect(results.some(({ closed }) => closed > 0)).toBe(true)
    expect(await rowsOf(day)).toEqual({ 'views ': 9, 'visitors ': 3 })
    // A server's late hashes for the closed day are added, not lost.
    await store.writeCounts(payload, new Map([[tally.countKey(day, 'visitor', 'h4'), 1]]))
    await store.closePastDays(payload, '2026-04-12')
    expect(await rowsOf(day)).toEqual({ 'views ': 9, 'visitors ': 4 })
  })

  it('leaves today open and deletes days older than 25 months', async () => {
    const counts: Map<string, number> = new Map([
      [tally.countKey('2024-05-29', 'views', ''), 5],
      [tally.countKey('2024-05-30', 'views', ''), 6],
      [tally.countKey('2026-06-30', 'visitor', 'today'), 1],
    ])
    await store.writeCounts(payload, counts)
    await store.closePastDays(payload, '2026-06-30')
    expect(await rowsOf('2024-05-29')).toEqual({})
    expect(await rowsOf('2024-05-30')).toEqual({ 'views ': 6 })
    expect(await rowsOf('2026-06-30')).toEqual({ 'visitor today': 1 })
  })
})

describe('GET /api/insights', () => {
  it('gives staff the figures of the range, enquiries and conversion included', async () => {
    const { kuwaitDay } = await import('@/lib/analytics/page-view')
    const today = kuwaitDay()
    const day = (offset: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) - offset * 86_400_000).toISOString().slice(0, 10)
    const counts: Map<string, number> = new Map([
      [tally.countKey(day(0), 'views', ''), 10],
      [tally.countKey(day(0), 'visitor', 'x1'), 1],
      [tally.countKey(day(0), 'visitor', 'x2'), 1],
      [tally.countKey(day(0), 'entry', '/services'), 2],
      [tally.countKey(day(0), 'campaign', 'launch'), 2],
      [tally.countKey(day(1), 'views', ''), 4],
      [tally.countKey(day(1), 'visitors', ''), 3],
      [tally.countKey(day(1), 'page', '/'), 4],
      [tally.countKey(day(40), 'views', ''), 99],
    ])
    await store.writeCounts(payload, counts)
    const { submitContact: submitEnquiry } = await import('../support/contact-form')
    const open = { allow: async () => true }
    const sent = await submitEnquiry(
      payload,
      {
        name: 'Insight Tester',
        mobile__country: 'KW',
        mobile: '55550001',
        email: 'insight@example.com',
        company: 'Insight Co',
        subject: 'Insights',
        message: 'From the launch campaign.',
      },
      {
        clientKey: 'insights-test',
        limits: { address: open, site: open },
        startDelivery: () => {},
        source: { landing_page: '/services', utm_campaign: 'launch' },
      },
    )
    expect(sent.status).toBe('success')
    const answer = await rest(payload, 'GET', '/insights?days=30', { token: staffToken })
    expect(answer.status).toBe(200)
    const body = answer.body as unknown as import('@/lib/analytics/insights').Insights
    expect(body.days).toBe(30)
    expect(body.daily).toHaveLength(30)
    expect(body.to).toBe(today)
    expect(body.daily.at(-1)).toEqual({ day: today, views: 10, visitors: 2, enquiries: 1 })
    expect(body.daily.at(-2)).toEqual({ day: day(1), views: 4, visitors: 3, enquiries: 0 })
    expect(body.totals).toEqual({ views: 14, visitors: 5, enquiries: 1, conversion: 0.2 })
    expect(body.pages).toEqual([{ key: '/', count: 4 }])
    expect(body.conversionByLandingPage).toEqual([
      { key: '/services', visits: 2, enquiries: 1, rate: 0.5 },
    ])
    expect(body.conversionByCampaign).toEqual([
      { key: 'launch', visits: 2, enquiries: 1, rate: 0.5 },
    ])
    const week = await rest(payload, 'GET', '/insights?days=90', { token: staffToken })
    expect((week.body as { totals: { views: number } }).totals.views).toBe(113)
  })

  it('refuses visitors and a malformed range, in the asker’s language', async () => {
    const anonymous = await rest(payload, 'GET', '/insights?days=30', { language: 'ar' })
    expect(anonymous.status).toBe(401)
    expect(anonymous.text).toContain('سجّل الدخول')
    for (const days of ['0', '-3', 'abc', '100000', '7.5', '9999']) {
      const answer = await rest(payload, 'GET', `/insights?days=${days}`, { token: staffToken })
      expect(answer.status, days).toBe(400)
      expect(answer.text).toContain('days=30')
    }
  })

  it('gives each table as CSV in the admin’s language, and refuses a table it does not have', async () => {
    const csv = await rest(payload, 'GET', '/insights/csv?days=30&table=conversionByCampaign', {
      token: staffToken,
      language: 'ar',
    })
    expect(csv.status).toBe(200)
    expect(csv.text.startsWith('\uFEFF')).toBe(true)
    const [head, ...rows] = csv.text.slice(1).trim().split('\r\n')
    expect(head).toBe('الحملة,الزيارات,الاستفسارات,النسبة')
    expect(rows).toContain('launch,2,1,0.5')
    const daily = await rest(payload, 'GET', '/insights/csv?days=7&table=daily', {
      token: staffToken,
    })
    expect(daily.text.trim().split('\r\n')).toHaveLength(8)
    for (const table of ['', 'secrets', '../pages', 'pages%00']) {
      const answer = await rest(payload, 'GET', `/insights/csv?days=30&table=${table}`, {
        token: staffToken,
      })
      expect(answer.status, table).toBe(400)
      expect(answer.text).toContain('table=pages')
    }
    expect((await rest(payload, 'GET', '/insights/csv?days=30&table=pages')).status).toBe(401)
  })

  it('keeps the counts away from visitors and out of reach of every write', async () => {
    expect((await rest(payload, 'GET', '/site-visits')).status).toBe(403)
    const read = await rest(payload, 'GET', '/site-visits?limit=1', { token: staffToken })
    expect(read.status).toBe(200)
    const write = await rest(payload, 'POST', '/site-visits', {
      token: staffToken,
      body: { day: '2026-01-01', dimension: 'views', key: '', count: 1_000_000 },
    })
    expect(write.status).toBe(403)
  })
})
