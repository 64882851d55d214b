import { existsSync } from 'node:fs'
import path from 'node:path'

import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ERASED_TITLE } from '@/cms/data-requests/erase'
import { personOf } from '@/cms/data-requests/match'
import { startCopies, queueCopy } from '@/cms/jobs/enquiry-delivery'
import { toPublicForm } from '@/lib/forms/public-form'
import { serverUrl } from '@/lib/env'
import { submitForm } from '@/lib/forms/submit'
import { postedFrom } from '@/lib/forms/validate'
import type { Form } from '@/payload-types'
import { startTestPayload } from '../support/payload'
import { rest, signIn } from '../support/rest'
import { pdfFile } from '../support/sample-files'

/**
 * Data requests: an administrator finds every enquiry and form submission
 * one person sent (by e-mail address or mobile number, as they wrote it),
 * exports them, and erases them with their files and queued copies; the
 * audit log records the export and the erasure, naming the person only in
 * part, and keeps no name of theirs in older entries.
 */
let payload: Payload
let stop: () => Promise<void>
const PASSWORD = 'Data-requests-password-1'
const tokens: Record<'admin' | 'editor' | 'sales', string> = {} as never
const ids: Record<string, number> = {}
let cvFilename = ''

const enquiry = (email: string, fullMobile: string, name: string) => ({
  name,
  email,
  full_mobile: fullMobile,
  country_code: fullMobile.split(' ')[0],
  mobile: fullMobile.split(' ')[1],
  company: 'Example Co',
  employees: '1-10',
  subject: 'Other',
  message: `A message from ${name}`,
  submitted_at: new Date().toISOString(),
})

async function store(key: string, data: ReturnType<typeof enquiry>) {
  const doc = await payload.create({
    collection: 'contact-submissions',
    data: data as never,
    overrideAccess: true,
  })
  ids[key] = doc.id as number
}

const rowsLeft = async () =>
  (
    await payload.find({ collection: 'contact-submissions', limit: 0, pagination: false, depth: 0 })
  ).docs.map((doc) => doc.email)

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  for (const role of ['admin', 'editor', 'sales'] as const) {
    await payload.create({
      collection: 'users',
      data: { email: `data-${role}@example.com`, password: PASSWORD, role, name: `Data ${role}` },
    })
    tokens[role] = await signIn(payload, `data-${role}@example.com`, PASSWORD)
  }
  await store('noura', enquiry('noura@example.com', '+965 55551234', 'Noura Al-Ali'))
  await store('sameNumber', enquiry('someone@example.com', '+965 55551234', 'Someone Else'))
  await store('lookalike', enquiry('anoura@example.com.kw', '+971 501234567', 'Not Noura'))
  // A copy of Noura's enquiry still waiting to be sent.
  await queueCopy(payload, ids.noura, 'webhook')

  const form = await payload.create({
    collection: 'forms',
    data: {
      title: 'Job application',
      open: true,
      confirmationType: 'message',
      retentionMonths: 12,
      fields: [
        { kind: 'text', name: 'full_name', label: 'Full name', required: true },
        { kind: 'email', name: 'email', label: 'E-mail', required: true },
        { kind: 'file', name: 'cv', label: 'CV', required: true, fileTypes: ['pdf'] },
      ],
    } as never,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  const open = { allow: async () => true }
  const sent = await submitForm(
    payload,
    toPublicForm(form as Form, 'en'),
    postedFrom({ full_name: 'Noura Al-Ali', email: 'NOURA@Example.com' }),
    { clientKey: 'test', limits: { address: open, site: open }, startDelivery: startCopies },
    (name) =>
      name === 'cv'
        ? new File([new Uint8Array(pdfFile())], 'Noura CV.pdf', { type: 'application/pdf' })
        : null,
  )
  expect(sent).toEqual({ status: 'success' })
  const { docs } = await payload.find({ collection: 'form-files', overrideAccess: true })
  cvFilename = String(docs[0].filename)
  // Sales followed Noura's enquiry up: the log names her in that entry.
  const sales = (await payload.find({ collection: 'users', where: { role: { equals: 'sales' } } }))
    .docs[0]
  await payload.update({
    collection: 'contact-submissions',
    id: ids.noura,
    data: { status: 'in progress' },
    user: sales,
    overrideAccess: false,
  })
}, 180_000)
afterAll(async () => stop?.())

const find = (person: string, token = tokens.admin, language: 'en' | 'ar' = 'en') =>
  rest(payload, 'GET', `/data-requests?${new URLSearchParams({ person })}`, { token, language })

describe('who a data request is about', () => {
  it('is an e-mail address in any case, or a mobile number in any of its written forms', () => {
    expect(personOf(' Noura@Example.COM ')).toEqual({ kind: 'email', email: 'noura@example.com' })
    for (const written of ['+965 5555 1234', '(965) 5555-1234', '96555551234'])
      expect(personOf(written)).toEqual({ kind: 'phone', digits: '96555551234' })
    for (const nobody of [
      '',
      '   ',
      'Noura',
      '1234',
      '@',
      'a@',
      '12345678901234567',
      'x'.repeat(300),
      42,
    ])
      expect(personOf(nobody), String(nobody)).toBeNull()
  })
})

describe('GET /api/data-requests', () => {
  it('finds the enquiries and form submissions of one e-mail address, whatever its case', async () => {
    const answer = await find('noura@EXAMPLE.com')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    const found = answer.body.enquiries as Array<Record<string, unknown>>
    expect(found.map((row) => row.name).sort()).toEqual(['Noura Al-Ali', 'Noura Al-Ali'])
    expect(
      found.map((row) => (row.form as { title?: string } | null)?.title ?? null).sort(),
    ).toEqual(['Job application', null])
    // The server's own keys are not the person's data.
    expect(found.every((row) => !('delivery_key' in row))).toBe(true)
    expect(answer.body.files).toEqual([expect.objectContaining({ name: 'Noura CV.pdf' })])
    expect(answer.body.queuedCopies).toBe(1)
  })

  it('finds a mobile number however it is written, and no one else by a look-alike', async () => {
    for (const written of ['+965 5555 1234', '96555551234', '55551234']) {
      const answer = await find(written)
      const emails = (answer.body.enquiries as Array<{ email: string }>).map((row) => row.email)
      expect(emails.sort(), written).toEqual(['noura@example.com', 'someone@example.com'])
    }
    expect((await find('noura@example.com.kw')).body.enquiries).toEqual([])
    expect((await find('+965 5555 1235')).body.enquiries).toEqual([])
  })

  it('is for administrators only, and says what to type in the admin language', async () => {
    expect((await find('noura@example.com', '')).status).toBe(401)
    for (const role of ['editor', 'sales'] as const) {
      const refused = await find('noura@example.com', tokens[role])
      expect(refused.status, role).toBe(403)
      expect(JSON.stringify(refused.body)).not.toContain('Noura')
    }
    const bad = await find('Noura', tokens.admin, 'ar')
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual({
      errors: [
        {
          message:
            'أدخل عنوان البريد الإلكتروني أو رقم الجوال (7 أرقام على الأقل) الذي راسلنا منه الشخص.',
        },
      ],
    })
  })
})

describe('GET /api/data-requests/export', () => {
  it('sends the enquiries as JSON or CSV to download, and the log records it without the address', async () => {
    const json = await rest(
      payload,
      'GET',
      `/data-requests/export?person=${encodeURIComponent('noura@example.com')}&format=json`,
      { token: tokens.admin },
    )
    expect(json.status).toBe(200)
    expect(json.headers.get('content-disposition')).toMatch(
      /^attachment; filename="data-request-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    const body = JSON.parse(json.text) as { enquiries: Array<Record<string, unknown>> }
    expect(body.enquiries).toHaveLength(2)
    expect(body.enquiries.map((row) => row.message)).toContain('A message from Noura Al-Ali')

    const csv = await rest(
      payload,
      'GET',
      `/data-requests/export?person=${encodeURIComponent('+965 55551234')}&format=csv`,
      { token: tokens.admin, language: 'ar' },
    )
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(csv.text.startsWith('\uFEFF')).toBe(true)
    const lines = csv.text.trim().split('\r\n')
    expect(lines[0]).toContain('البريد الإلكتروني')
    expect(lines).toHaveLength(3)

    const wrong = await rest(
      payload,
      'GET',
      '/data-requests/export?person=noura@example.com&format=xml',
      {
        token: tokens.admin,
      },
    )
    expect(wrong.status).toBe(400)

    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'data-export' } },
      sort: 'id',
    })
    expect(docs.map((entry) => [entry.document_title, entry.details, entry.who_email])).toEqual([
      ['n…@example.com', '2 enquiries, json', 'data-admin@example.com'],
      ['…1234', '2 enquiries, csv', 'data-admin@example.com'],
    ])
  })
})

describe('POST /api/data-requests/erase', () => {
  const erase = (body: unknown, token = tokens.admin) =>
    rest(payload, 'POST', '/data-requests/erase', { token, body })

  it('refuses other staff, a body without the count seen, and a count that is no longer true', async () => {
    expect((await erase({ person: 'noura@example.com', expected: 2 }, tokens.sales)).status).toBe(
      403,
    )
    expect((await erase({ person: 'noura@example.com' })).status).toBe(400)
    expect((await erase({ person: 'noura', expected: 2 })).status).toBe(400)
    expect((await erase('not an object')).status).toBe(400)
    const changed = await erase({ person: 'noura@example.com', expected: 1 })
    expect(changed.status).toBe(409)
    expect(changed.body).toEqual({
      errors: [{ message: 'This person now has 2 enquiries, not 1: look again before erasing.' }],
    })
    expect(await rowsLeft()).toHaveLength(4)
  })

  it("refuses a signed-in administrator's cookie sent from another site", async () => {
    const forged = (origin: string, expected = 2) =>
      handleEndpoints({
        config: payload.config,
        request: new Request('http://localhost:3000/api/data-requests/erase', {
          method: 'POST',
          headers: {
            cookie: `payload-token=${tokens.admin}`,
            origin,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ person: 'noura@example.com', expected }),
        }),
      })
    expect((await forged('https://attacker.example')).status).toBe(401)
    // The same cookie from the site itself is the administrator (a stale count: 409, nothing erased).
    expect((await forged(serverUrl(), 1)).status).toBe(409)
    expect(await rowsLeft()).toHaveLength(4)
  })

  it('erases the enquiries with their files and queued copies, and the log keeps no name of theirs', async () => {
    const filesDir = payload.collections['form-files'].config.upload.staticDir as string
    expect(existsSync(path.join(filesDir, cvFilename))).toBe(true)

    const answer = await erase({ person: 'Noura@example.com', expected: 2 })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ erased: { enquiries: 2, files: 1, copies: 1 } })

    expect((await rowsLeft()).sort()).toEqual(['anoura@example.com.kw', 'someone@example.com'])
    expect((await payload.find({ collection: 'form-files', overrideAccess: true })).docs).toEqual(
      [],
    )
    expect(existsSync(path.join(filesDir, cvFilename))).toBe(false)
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { 'input.submissionId': { equals: String(ids.noura) } },
    })
    expect(jobs.docs).toEqual([])

    const log = await payload.find({
      collection: 'audit-log',
      sort: 'id',
      limit: 0,
      pagination: false,
    })
    const entries = log.docs.map((entry) => ({
      action: entry.action,
      title: entry.document_title,
      id: entry.document_id,
      details: entry.details,
    }))
    expect(entries.filter((entry) => entry.action === 'data-erase')).toEqual([
      {
        action: 'data-erase',
        title: 'n…@example.com',
        id: '',
        details: '2 enquiries, 1 files, 1 queued copies',
      },
    ])
    // One entry for the erasure, none per enquiry or file; the follow-up's entry keeps what was done.
    expect(entries.filter((entry) => entry.action === 'delete')).toEqual([])
    expect(entries.find((entry) => entry.id === String(ids.noura))).toMatchObject({
      action: 'update',
      title: ERASED_TITLE,
    })
    expect(JSON.stringify(log.docs)).not.toContain('Noura Al-Ali')

    // Nothing left: a second request finds nothing and erases nothing.
    expect((await find('noura@example.com')).body.enquiries).toEqual([])
    expect((await erase({ person: 'noura@example.com', expected: 0 })).body).toEqual({
      erased: { enquiries: 0, files: 0, copies: 0 },
    })
  })
})
