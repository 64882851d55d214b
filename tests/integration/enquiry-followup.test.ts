import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { HistoryEntry } from '@/cms/collections/enquiry-history'

import { startTestPayload } from '../support/payload'
import { rest, signIn } from '../support/rest'

/**
 * Following an enquiry up: sales staff change its status, assign it and add
 * notes; the server writes who did what and when, and nobody can write that
 * history by hand. The CSV export speaks the admin's language and Kuwait time.
 */
let payload: Payload
let stop: () => Promise<void>
const PASSWORD = 'date-palms-at-dawn-42'
const tokens: Record<'admin' | 'sales' | 'editor', string> = { admin: '', sales: '', editor: '' }
const people: Record<string, number> = {}

const enquiry = (subject: string, submittedAt = '2026-11-25T06:30:00.000Z') => ({
  name: 'Sara Al-Sabah',
  mobile: '55551234',
  email: 'sara@example.com',
  company: 'Gulf Retail',
  subject,
  full_mobile: '+965 55551234',
  country_code: '+965',
  submitted_at: submittedAt,
  status: 'new' as const,
})

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  const make = async (role: 'admin' | 'sales' | 'editor', name: string) => {
    const email = `followup-${role}@example.com`
    const user = await payload.create({
      collection: 'users',
      data: { email, password: PASSWORD, role, name },
    })
    people[role] = user.id
    tokens[role] = await signIn(payload, email, PASSWORD)
  }
  await make('admin', 'Huda Admin')
  await make('sales', 'Yousef Sales')
  await make('editor', 'Mona Editor')
}, 120_000)
afterAll(async () => stop?.())

const historyOf = async (id: number | string): Promise<HistoryEntry[]> =>
  ((await payload.findByID({ collection: 'contact-submissions', id })).history ??
    []) as HistoryEntry[]

describe('enquiry follow-up and its history', () => {
  it('records status, assignee and notes with the author and time, written by the server', async () => {
    const { id } = await payload.create({ collection: 'contact-submissions', data: enquiry('A') })
    expect(await historyOf(id)).toEqual([])

    const before = Date.now()
    const answer = await rest(payload, 'PATCH', `/contact-submissions/${id}`, {
      token: tokens.sales,
      body: {
        status: 'in progress',
        assignee: people.sales,
        note: '  Called back, wants a demo.  ',
      },
    })
    expect(answer.status).toBe(200)
    const history = await historyOf(id)
    expect(history.map((entry) => entry.kind)).toEqual(['status', 'assignee', 'note'])
    for (const entry of history) {
      expect(entry.by_name).toBe('Yousef Sales')
      expect(
        Number(
          typeof entry.by === 'object' && entry.by ? (entry.by as { id: number }).id : entry.by,
        ),
      ).toBe(Number(people.sales))
      expect(new Date(entry.at).getTime()).toBeGreaterThanOrEqual(before - 1000)
    }
    expect(history[0]).toMatchObject({ old_value: 'new', new_value: 'in progress' })
    expect(history[1]).toMatchObject({ old_value: '', new_value: 'Yousef Sales' })
    expect(history[2].note).toBe('Called back, wants a demo.')
    // The note lives only in the history: a read gives an empty box to write the next one in.
    const stored = await payload.findByID({ collection: 'contact-submissions', id })
    expect((stored as { note?: unknown }).note).toBe('')

    // The admin answers; the history keeps both authors in order.
    await rest(payload, 'PATCH', `/contact-submissions/${id}`, {
      token: tokens.admin,
      body: { status: 'answered', note: 'Demo booked.' },
    })
    const after = await historyOf(id)
    expect(after).toHaveLength(5)
    expect(after.slice(3).map((entry) => [entry.kind, entry.by_name])).toEqual([
      ['status', 'Huda Admin'],
      ['note', 'Huda Admin'],
    ])
    // Saving without a change adds nothing.
    await rest(payload, 'PATCH', `/contact-submissions/${id}`, { token: tokens.sales, body: {} })
    expect(await historyOf(id)).toHaveLength(5)
  })

  it('never lets staff write or rewrite the history, or the visitor’s own words', async () => {
    const { id } = await payload.create({ collection: 'contact-submissions', data: enquiry('B') })
    await rest(payload, 'PATCH', `/contact-submissions/${id}`, {
      token: tokens.sales,
      body: { note: 'First call.' },
    })
    const forged = {
      at: '2020-01-01T00:00:00.000Z',
      kind: 'note',
      by_name: 'Someone else',
      note: 'Forged',
    }
    for (const token of [tokens.sales, tokens.admin]) {
      const answer = await rest(payload, 'PATCH', `/contact-submissions/${id}`, {
        token,
        body: {
          history: [forged],
          name: 'Changed name',
          email: 'changed@example.com',
          message: 'Changed',
          utm_campaign: 'forged-campaign',
          landing_page: '/forged',
          webhook_delivery: { state: 'delivered' },
        },
      })
      expect(answer.status).toBe(200)
    }
    const stored = await payload.findByID({ collection: 'contact-submissions', id })
    expect(stored.history?.map((entry) => entry.note)).toEqual(['First call.'])
    expect(stored).toMatchObject({ name: 'Sara Al-Sabah', email: 'sara@example.com' })
    expect(stored.utm_campaign ?? null).toBeNull()
    expect(stored.landing_page ?? null).toBeNull()
    expect(stored.webhook_delivery?.state).not.toBe('delivered')
    // An editor cannot touch the enquiry at all.
    const editor = await rest(payload, 'PATCH', `/contact-submissions/${id}`, {
      token: tokens.editor,
      body: { note: 'Editor was here' },
    })
    expect(editor.status).toBe(403)
    expect(await historyOf(id)).toHaveLength(1)
  })

  it('assigns only to admins and sales staff, and refuses oversized notes, in the admin language', async () => {
    const { id } = await payload.create({ collection: 'contact-submissions', data: enquiry('C') })
    const toEditor = await rest(payload, 'PATCH', `/contact-submissions/${id}`, {
      token: tokens.admin,
      body: { assignee: people.editor },
    })
    expect(toEditor.status).toBe(400)
    const arabic = await rest(payload, 'PATCH', `/contact-submissions/${id}`, {
      token: tokens.sales,
      language: 'ar',
      body: { status: 'archived', note: 'x'.repeat(2001) },
    })
    expect(arabic.status).toBe(400)
    expect(JSON.stringify(arabic.body)).toContain('يمكن أن تحتوي الملاحظة على 2000 حرف على الأكثر.')
    const stored = await payload.findByID({ collection: 'contact-submissions', id })
    // Nothing of the refused save was kept.
    expect(stored.status).toBe('new')
    expect(stored.assignee ?? null).toBeNull()
    expect(stored.history).toEqual([])

    const noAssignee = await rest(payload, 'PATCH', `/contact-submissions/${id}`, {
      token: tokens.sales,
      body: { assignee: 99999 },
    })
    expect(noAssignee.status).toBe(400)
    const ok = await rest(payload, 'PATCH', `/contact-submissions/${id}`, {
      token: tokens.sales,
      body: { note: 'x'.repeat(2000) },
    })
    expect(ok.status).toBe(200)
  })

  it('answers malformed follow-ups with a 4xx and stores nothing of them', async () => {
    const { id } = await payload.create({ collection: 'contact-submissions', data: enquiry('E') })
    const bodies = [
      { assignee: 'abc' },
      { assignee: -1 },
      { assignee: { id: 'x' } },
      { assignee: 1.5 },
      { status: 'bogus', note: 'kept?' },
      { status: { equals: 'new' } },
      { note: 12345, history: 'not a list' },
      { note: ['a', 'b'] },
    ]
    for (const body of bodies) {
      const answer = await rest(payload, 'PATCH', `/contact-submissions/${id}`, {
        token: tokens.sales,
        body,
      })
      expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(200)
      expect(answer.status, JSON.stringify(body)).toBeLessThan(500)
    }
    const stored = await payload.findByID({ collection: 'contact-submissions', id })
    expect(stored.status).toBe('new')
    expect(stored.assignee ?? null).toBeNull()
    // A note that is not text is no note; nothing else reached the history.
    expect(stored.history).toEqual([])
  })

  it('keeps every note when two staff add notes at the same time', async () => {
    const { id } = await payload.create({ collection: 'contact-submissions', data: enquiry('D') })
    const answers = await Promise.all(
      ['sales', 'admin', 'sales', 'admin'].map((who, index) =>
        rest(payload, 'PATCH', `/contact-submissions/${id}`, {
          token: tokens[who as 'sales' | 'admin'],
          body: { note: `Note ${index}` },
        }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    const notes = (await historyOf(id)).map((entry) => entry.note).sort()
    expect(notes).toEqual(['Note 0', 'Note 1', 'Note 2', 'Note 3'])
  })
})

describe('the CSV export', () => {
  it('speaks the admin’s language, names statuses and gives Kuwait times a spreadsheet reads', async () => {
    await payload.delete({ collection: 'contact-submissions', where: { id: { exists: true } } })
    const { id } = await payload.create({
      collection: 'contact-submissions',
      data: {
        ...enquiry('CSV', '2026-11-25T21:30:05.000Z'),
        landing_page: '/services/erp-solution',
        referrer_host: 'news.example.org',
        utm_source: 'newsletter',
        utm_campaign: '=HYPERLINK("http://evil.example")',
        site_language: 'ar',
        device: 'phone',
      },
    })
    await payload.update({
      collection: 'contact-submissions',
      id,
      data: { status: 'in progress', assignee: people.sales },
    })
    const rows = async (language: 'en' | 'ar') => {
      const answer = await rest(payload, 'GET', '/contact-submissions/export.csv', {
        token: tokens.sales,
        language,
      })
      expect(answer.status).toBe(200)
      expect(answer.text.startsWith('\uFEFF')).toBe(true)
      return answer.text
        .slice(1)
        .trimEnd()
        .split('\r\n')
        .map((line) => line.split(','))
    }
    const [enHeader, enRow] = await rows('en')
    expect(enHeader.slice(0, 3)).toEqual(['Submitted at (Kuwait time)', 'Status', 'Name'])
    // 21:30 UTC is 00:30 the next day in Kuwait (UTC+3).
    expect(enRow[0]).toBe('2026-11-26 00:30:05')
    expect(enRow[1]).toBe('In progress')
    const en = (header: string) => enRow[enHeader.indexOf(header)]
    expect(en('Assigned to')).toBe('Yousef Sales')
    // The status change, with its time in Kuwait; no notes were written.
    expect(en('Status history (Kuwait time)')).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}.*: New → In progress$/,
    )
    expect(en('Notes (Kuwait time)')).toBe('')
    expect(en('Landing page')).toBe('/services/erp-solution')
    expect(en('Referring site')).toBe('news.example.org')
    expect(en('Campaign source (utm_source)')).toBe('newsletter')
    expect(en('Device')).toBe('Phone')
    expect(en('Site language')).toBe('Arabic')
    // A campaign name a spreadsheet would run as a formula stays text.
    expect(en('Campaign (utm_campaign)')).toBe(`"'=HYPERLINK(""http://evil.example"")"`)

    const [arHeader, arRow] = await rows('ar')
    expect(arHeader.slice(0, 3)).toEqual(['وقت الإرسال (بتوقيت الكويت)', 'الحالة', 'الاسم'])
    expect(arRow[0]).toBe('2026-11-26 00:30:05')
    expect(arRow[1]).toBe('قيد المتابعة')
    expect(arRow[arHeader.indexOf('الجهاز')]).toBe('هاتف')
    expect(arRow[arHeader.indexOf('مصدر الحملة (utm_source)')]).toBe('newsletter')
    // The formula guard still holds for a phone number that starts with "+".
    expect(arRow[5]).toBe(`"'+965 55551234"`)
  })
})
