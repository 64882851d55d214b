import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { richTextFromPlainText } from '@/lib/rich-text'
import { startTestPayload } from '../support/payload'
import { rest, signIn } from '../support/rest'
import { pngFile } from '../support/sample-files'

/**
 * The staff audit log: each staff action that changes something is recorded
 * by the server (who, when, what, which document, from which address), in
 * the action's own transaction; nobody may change or delete an entry through
 * REST, administrators included; only administrators read it; entries older
 * than the retention period are deleted.
 */
let payload: Payload
let stop: () => Promise<void>
const ctx = { disableRevalidate: true }
const PASSWORD = 'audit-test-password-1'
type Staff = { id: number; email: string; role: string; collection: 'users' }
const staff: Record<'admin' | 'editor' | 'sales', Staff> = {} as never
const tokens: Record<'admin' | 'editor' | 'sales', string> = {} as never

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  for (const role of ['admin', 'editor', 'sales'] as const) {
    const user = await payload.create({
      collection: 'users',
      data: { email: `audit-${role}@example.com`, password: PASSWORD, role },
    })
    staff[role] = { id: user.id, email: user.email, role, collection: 'users' }
    tokens[role] = await signIn(payload, user.email, PASSWORD)
  }
})
afterAll(async () => stop?.())

type Entry = {
  id: number
  action: string
  who?: number | null
  who_email?: string | null
  entity?: string | null
  document_id?: string | null
  document_title?: string | null
  address?: string | null
  details?: string | null
  at: string
}

/** The entries recorded after `since` (an entry id), oldest first. */
async function entriesAfter(since: number): Promise<Entry[]> {
  const { docs } = await payload.find({
    collection: 'audit-log',
    where: { id: { greater_than: since } },
    sort: 'id',
    limit: 0,
    pagination: false,
    depth: 0,
  })
  return docs as unknown as Entry[]
}

async function lastId(): Promise<number> {
  const { docs } = await payload.find({ collection: 'audit-log', sort: '-id', limit: 1, depth: 0 })
  return (docs[0]?.id as number | undefined) ?? 0
}

const as = (who: Staff) => ({ user: who, overrideAccess: false as const, context: ctx })

describe('the audit log records staff actions', () => {
  it('records sign-ins, and refused ones with the e-mail typed and the address', async () => {
    const before = await lastId()
    await signIn(payload, staff.editor.email, PASSWORD)
    const refused = await rest(payload, 'POST', '/users/login', {
      body: { email: 'Audit-Editor@example.com', password: 'not-the-password' },
    })
    expect(refused.status).toBe(401)
    const entries = await entriesAfter(before)
    expect(entries.map((entry) => entry.action)).toEqual(['sign-in', 'sign-in-failed'])
    expect(entries[0]).toMatchObject({
      who: staff.editor.id,
      who_email: staff.editor.email,
      address: '198.51.100.20',
    })
    expect(entries[1]).toMatchObject({
      who: null,
      who_email: 'audit-editor@example.com',
      address: '198.51.100.20',
    })
    expect(Date.now() - new Date(entries[1].at).getTime()).toBeLessThan(60_000)
  })

  it('records create, draft save, publish, unpublish and delete, and no autosave', async () => {
    const before = await lastId()
    const post = await payload.create({
      collection: 'blog-posts',
      data: { title: 'Audited post', slug: 'audited-post', _status: 'draft' },
      draft: true,
      ...as(staff.editor),
    })
    // Autosaves while staff type: not actions.
    for (const title of ['Audited post 1', 'Audited post 2'])
      await payload.update({
        collection: 'blog-posts',
        id: post.id,
        data: { title },
        draft: true,
        autosave: true,
        ...as(staff.editor),
      })
    await payload.update({
      collection: 'blog-posts',
      id: post.id,
      data: { title: 'Audited post, saved' },
      draft: true,
      ...as(staff.editor),
    })
    await payload.update({
      collection: 'blog-posts',
      id: post.id,
      data: {
        title: 'Audited post, published',
        excerpt: 'An excerpt.',
        content: richTextFromPlainText('Body.', 'ltr'),
        published_at: '2026-01-01T00:00:00.000Z',
        _status: 'published',
      },
      ...as(staff.editor),
    })
    await payload.update({
      collection: 'blog-posts',
      id: post.id,
      data: { _status: 'draft' },
      ...as(staff.editor),
    })
    await payload.delete({ collection: 'blog-posts', id: post.id, ...as(staff.editor) })
    const entries = await entriesAfter(before)
    expect(entries.map((entry) => [entry.action, entry.details ?? ''])).toEqual([
      ['create', 'draft'],
      ['update', 'draft'],
      ['publish', ''],
      ['unpublish', ''],
      ['delete', ''],
    ])
    for (const entry of entries)
      expect(entry).toMatchObject({
        who: staff.editor.id,
        who_email: staff.editor.email,
        entity: 'blog-posts',
        document_id: String(post.id),
      })
    expect(entries[2].document_title).toBe('Audited post, published')
  })

  it('records a restore as a restore, and a setting saved through REST, with the address', async () => {
    const post = await payload.create({
      collection: 'blog-posts',
      data: { title: 'Restored post', slug: 'restored-post', _status: 'draft' },
      draft: true,
      ...as(staff.editor),
    })
    await payload.update({
      collection: 'blog-posts',
      id: post.id,
      data: { title: 'Restored post, later' },
      draft: true,
      ...as(staff.editor),
    })
    const { docs: versions } = await payload.findVersions({
      collection: 'blog-posts',
      where: { parent: { equals: post.id } },
      sort: 'createdAt',
      depth: 0,
    })
    const before = await lastId()
    const restored = await rest(
      payload,
      'POST',
      `/blog-posts/versions/${versions[0].id}?locale=en`,
      { token: tokens.editor },
    )
    expect(restored.status, restored.text).toBe(200)
    const saved = await rest(payload, 'POST', '/globals/site-settings?locale=en&draft=true', {
      token: tokens.admin,
      body: { commercial_registration: 'CR-AUDIT', _status: 'draft' },
    })
    expect(saved.status, saved.text).toBe(200)
    const entries = await entriesAfter(before)
    expect(entries.map((entry) => [entry.action, entry.entity, entry.details ?? ''])).toEqual([
      ['restore', 'blog-posts', 'draft'],
      ['update', 'site-settings', 'draft'],
    ])
    expect(entries[0]).toMatchObject({ document_id: String(post.id), address: '198.51.100.20' })
    expect(entries[1]).toMatchObject({ who: staff.admin.id, address: '198.51.100.20' })
  })

  it('records uploads, role and password changes, schedules, CSV exports and resends', async () => {
    const before = await lastId()
    await payload.create({
      collection: 'service-images',
      data: { alt: 'A teal square' },
      file: { data: await pngFile(), mimetype: 'image/png', name: 'audit.png', size: 80 },
      ...as(staff.editor),
    })
    const role = await rest(payload, 'PATCH', `/users/${staff.sales.id}`, {
      token: tokens.admin,
      body: { role: 'editor' },
    })
    expect(role.status, role.text).toBe(200)
    await rest(payload, 'PATCH', `/users/${staff.sales.id}`, {
      token: tokens.admin,
      body: { role: 'sales' },
    })
    const password = await rest(payload, 'PATCH', `/users/${staff.editor.id}`, {
      token: tokens.editor,
      body: { password: 'audit-test-password-2' },
    })
    expect(password.status, password.text).toBe(200)
    const post = await payload.create({
      collection: 'blog-posts',
      data: { title: 'Scheduled audit post', slug: 'scheduled-audit', _status: 'draft' },
      draft: true,
      ...as(staff.editor),
    })
    const waitUntil = new Date(Date.now() + 24 * 60 * 60 * 1000)
    // What the admin's "Schedule publish" calls (its schedule-publish server function).
    const { scheduleWithAudit } = await import('@/cms/audit/schedule')
    const scheduled = await scheduleWithAudit({
      type: 'publish',
      date: waitUntil,
      doc: { relationTo: 'blog-posts', value: post.id },
      req: await createLocalReq({ user: staff.editor as never }, payload),
    } as never)
    expect(scheduled).not.toHaveProperty('error')
    const { totalDocs: jobs } = await payload.count({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'schedulePublish' } },
    })
    expect(jobs).toBe(1)
    // A visitor's enquiry is not a staff action; sales exporting and resending are.
    const enquiry = await payload.create({
      collection: 'contact-submissions',
      data: {
        name: 'Visitor',
        email: 'visitor@example.com',
        country_code: '+965',
        mobile: '55512345',
        full_mobile: '+965 55512345',
        subject: 'Audited enquiry',
        submitted_at: new Date().toISOString(),
        status: 'new' as const,
      },
      context: ctx,
    })
    const csv = await rest(payload, 'GET', '/contact-submissions/export.csv', {
      token: tokens.sales,
    })
    expect(csv.status).toBe(200)
    const resend = await rest(payload, 'POST', `/contact-submissions/${enquiry.id}/resend`, {
      token: tokens.sales,
    })
    expect(resend.status, resend.text).toBe(200)
    const entries = await entriesAfter(before)
    expect(entries.map((entry) => entry.action)).toEqual([
      'upload',
      'role',
      'role',
      'password',
      'create',
      'schedule',
      'export',
      'resend',
    ])
    expect(entries[0]).toMatchObject({ entity: 'service-images', who: staff.editor.id })
    expect(entries[0].details).toMatch(/^audit.*\.png$/)
    expect(entries[1]).toMatchObject({
      who: staff.admin.id,
      entity: 'users',
      document_id: String(staff.sales.id),
      details: 'sales → editor',
    })
    expect(entries[3]).toMatchObject({ who: staff.editor.id, document_id: String(staff.editor.id) })
    expect(entries[5]).toMatchObject({ entity: 'blog-posts', document_id: String(post.id) })
    expect(entries[5].details).toContain(waitUntil.toISOString())
    expect(entries[6]).toMatchObject({ who: staff.sales.id, entity: 'contact-submissions' })
    expect(entries[6].details).toMatch(/^\d+ rows$/)
    expect(entries[7]).toMatchObject({
      document_id: String(enquiry.id),
      document_title: 'Audited enquiry',
    })
  })

  it('records a reset link sent (not an address with no account), a password set through one, and an Insights CSV', async () => {
    const user = await payload.create({
      collection: 'users',
      data: { email: 'audit-reset@example.com', password: PASSWORD, role: 'editor' },
    })
    const before = await lastId()
    const asked = await rest(payload, 'POST', '/users/forgot-password', {
      body: { email: ' Audit-Reset@Example.com ' },
    })
    expect(asked.status, asked.text).toBe(200)
    // An address with no account: Payload answers the same and sends nothing; nothing is recorded,
    // so strangers posting addresses cannot fill the log.
    const unknown = await rest(payload, 'POST', '/users/forgot-password', {
      body: { email: 'nobody-here@example.com' },
    })
    expect(unknown.status, unknown.text).toBe(200)
    // Asked again at once: Payload sends no second link within its interval, and nothing is recorded.
    const again = await rest(payload, 'POST', '/users/forgot-password', {
      body: { email: 'audit-reset@example.com' },
    })
    expect(again.status, again.text).toBe(200)
    const { resetPasswordToken: token } = (await payload.findByID({
      collection: 'users',
      id: user.id,
      showHiddenFields: true,
      depth: 0,
    })) as { resetPasswordToken?: string }
    expect(token).toBeTruthy()
    const reset = await rest(payload, 'POST', '/users/reset-password', {
      body: { token, password: 'audit-test-password-3' },
    })
    expect(reset.status, reset.text).toBe(200)
    const csv = await rest(payload, 'GET', '/insights/csv?days=7&table=pages', {
      token: tokens.admin,
    })
    expect(csv.status, csv.text).toBe(200)
    const entries = await entriesAfter(before)
    expect(entries.map((entry) => entry.action)).toEqual([
      'password-reset-asked',
      'password',
      'sign-in',
      'export',
    ])
    expect(entries[0]).toMatchObject({
      who: null,
      who_email: 'audit-reset@example.com',
      entity: 'users',
      address: '198.51.100.20',
    })
    expect(entries[1]).toMatchObject({
      who: user.id,
      entity: 'users',
      document_id: String(user.id),
      details: 'reset link',
    })
    expect(entries[2]).toMatchObject({ who: user.id })
    expect(entries[3]).toMatchObject({ who: staff.admin.id, entity: 'insights' })
    expect(entries[3].details).toMatch(/^pages, \d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}$/)
  })

  it('records nothing for a save that fails: the entry is in the save’s transaction', async () => {
    const before = await lastId()
    const refused = await rest(payload, 'PATCH', `/users/${staff.sales.id}`, {
      token: tokens.admin,
      body: { role: 'not-a-role' },
    })
    expect(refused.status).toBe(400)
    expect(await entriesAfter(before)).toEqual([])
  })
})

describe('the audit log is append-only and for administrators', () => {
  it('is read by administrators only', async () => {
    const read = await rest(payload, 'GET', '/audit-log?limit=5', { token: tokens.admin })
    expect(read.status).toBe(200)
    expect((read.body.docs as unknown[]).length).toBeGreaterThan(0)
    // A filter on no such column is the caller's mistake: a 400, not a 500.
    const malformed = await rest(payload, 'GET', '/audit-log/export.csv?where[nope][equals]=1', {
      token: tokens.admin,
    })
    expect(malformed.status).toBe(400)
    for (const role of ['editor', 'sales'] as const) {
      const refused = await rest(payload, 'GET', '/audit-log', { token: tokens[role] })
      expect(refused.status, role).toBe(403)
    }
    expect((await rest(payload, 'GET', '/audit-log')).status).toBe(403)
  })

  it('refuses creating, changing and deleting entries to everyone, administrators included', async () => {
    const id = await lastId()
    const entry = {
      action: 'delete',
      who_email: 'forged@example.com',
      at: new Date().toISOString(),
    }
    expect(
      (await rest(payload, 'POST', '/audit-log', { token: tokens.admin, body: entry })).status,
    ).toBe(403)
    expect(
      (await rest(payload, 'PATCH', `/audit-log/${id}`, { token: tokens.admin, body: entry }))
        .status,
    ).toBe(403)
    expect(
      (await rest(payload, 'DELETE', `/audit-log/${id}`, { token: tokens.admin })).status,
    ).toBe(403)
    const bulk = await rest(payload, 'DELETE', `/audit-log?where[id][equals]=${id}`, {
      token: tokens.admin,
    })
    expect(bulk.status).toBe(403)
    const kept = await payload.findByID({ collection: 'audit-log', id, depth: 0 })
    expect(kept.who_email).not.toBe('forged@example.com')
  })

  it('exports as CSV for administrators, in the admin’s language, formulas neutralised', async () => {
    await payload.create({
      collection: 'blog-posts',
      data: { title: '=HYPERLINK("http://x.example")', slug: 'formula-title', _status: 'draft' },
      draft: true,
      ...as(staff.editor),
    })
    const before = await lastId()
    const csv = await rest(payload, 'GET', '/audit-log/export.csv?where[action][equals]=create', {
      token: tokens.admin,
      language: 'ar',
    })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-log-/)
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      'الوقت (بتوقيت الكويت),الإجراء,الموظف,المجموعة أو الإعداد,رقم المستند,المستند,العنوان (IP),التفاصيل',
    )
    // Newest first, only what the filter asked for, the formula kept as text.
    expect(lines[1]).toContain(`إنشاء,${staff.editor.email},المقالات`)
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x.example"")"`)
    expect(lines.slice(1).every((line) => line.includes(',إنشاء,'))).toBe(true)
    expect((await entriesAfter(before)).map((entry) => [entry.action, entry.entity])).toEqual([
      ['export', 'audit-log'],
    ])
    for (const role of ['editor', 'sales'] as const)
      expect(
        (await rest(payload, 'GET', '/audit-log/export.csv', { token: tokens[role] })).status,
      ).toBe(403)
  })

  it('deletes entries older than the retention period, and keeps the rest', async () => {
    const { deleteExpiredAuditEntries } = await import('@/cms/audit/retention')
    const recent = await lastId()
    const old = await payload.create({
      collection: 'audit-log',
      data: { action: 'update', at: '2024-01-01T00:00:00.000Z', who_email: 'old@example.com' },
    })
    await deleteExpiredAuditEntries(payload, new Date('2026-12-03T00:00:00.000Z'))
    const left = await payload.find({
      collection: 'audit-log',
      where: { id: { in: [old.id, recent] } },
      depth: 0,
    })
    expect(left.docs.map((doc) => doc.id)).toEqual([recent])
  })
})
