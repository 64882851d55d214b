import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload } from '../support/payload'
import { rest, signIn } from '../support/rest'

/**
 * Edit locks (Payload's `payload-locked-documents`) belong to their holder:
 * staff create, change or delete locks only in their own name and only on
 * documents they may edit. Taking over editing (the admin's "Take over",
 * which moves the lock into the taker's name) keeps working. Everything goes
 * through Payload's REST handlers with each staff member's own token.
 */
const PASSWORD = 'edit-locks-at-noon-42'
const STAFF = {
  admin: 'locks-admin@example.com',
  editor: 'locks-editor@example.com',
  otherEditor: 'locks-other-editor@example.com',
  sales: 'locks-sales@example.com',
} as const
type Who = keyof typeof STAFF
const ROLE: Record<Who, string> = {
  admin: 'admin',
  editor: 'editor',
  otherEditor: 'editor',
  sales: 'sales',
}

let payload: Payload
let stop: () => Promise<void>
const tokens = {} as Record<Who, string>
const ids = {} as Record<Who, number | string>
let featureId: number | string
let enquiryId: number | string

const LOCKS = '/payload-locked-documents'
const userRef = (who: Who) => ({ relationTo: 'users', value: ids[who] })
const on = (relationTo: string, value: number | string) => ({ relationTo, value })

type Lock = { id: number | string; user: { value: number | string | { id: number | string } } }
const holderOf = (lock: Lock) => {
  const value = lock.user.value
  return String(typeof value === 'object' ? value.id : value)
}
const storedLocks = async () =>
  (
    await payload.find({
      collection: 'payload-locked-documents',
      depth: 0,
      limit: 100,
      pagination: false,
    })
  ).docs as unknown as Lock[]
const lockAs = (who: Who, body: Record<string, unknown>, language: 'en' | 'ar' = 'en') =>
  rest(payload, 'POST', LOCKS, { token: tokens[who], body, language })
const messageOf = (answer: { body: Record<string, unknown> }) =>
  (answer.body.errors as Array<{ message: string }> | undefined)?.[0]?.message

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  for (const who of Object.keys(STAFF) as Who[]) {
    const user = await payload.create({
      collection: 'users',
      data: { email: STAFF[who], password: PASSWORD, role: ROLE[who] as 'admin', name: who },
    })
    ids[who] = user.id
    tokens[who] = await signIn(payload, STAFF[who], PASSWORD)
  }
  featureId = (
    await payload.create({
      collection: 'features',
      data: { title: 'Locked feature', status: true, display_order: 1 },
      context: { disableRevalidate: true },
    })
  ).id
  enquiryId = (
    await payload.create({
      collection: 'contact-submissions',
      data: {
        name: 'Sara',
        mobile: '55551234',
        email: 'sara@example.com',
        company: 'Gulf Retail',
        subject: 'Locks',
        full_mobile: '+965 55551234',
        country_code: '+965',
        submitted_at: '2026-11-25T06:30:00.000Z',
        status: 'new',
      },
    })
  ).id
}, 180_000)
afterAll(async () => stop?.())

const clearLocks = () =>
  payload.delete({ collection: 'payload-locked-documents', where: { id: { exists: true } } })

describe('edit locks belong to their holder', () => {
  it("refuses a lock forged in another staff member's name, in the admin's language", async () => {
    await clearLocks()
    for (const language of ['en', 'ar'] as const) {
      const forged = await lockAs(
        'sales',
        { document: on('users', ids.admin), user: userRef('admin') },
        language,
      )
      expect(forged.status).toBe(403)
      expect(messageOf(forged)).toBe(
        language === 'ar'
          ? 'لا يمكنك حجز مستند للتحرير إلا باسمك.'
          : 'You can hold an edit lock only in your own name.',
      )
    }
    // Not on a document the forger may edit either (sales and an enquiry).
    const onEnquiry = await lockAs('sales', {
      document: on('contact-submissions', enquiryId),
      user: userRef('editor'),
    })
    expect(onEnquiry.status).toBe(403)
    expect(await storedLocks()).toEqual([])

    // The administrator's saves go through: nobody holds their account.
    const saved = await rest(payload, 'PATCH', `/users/${ids.admin}`, {
      token: tokens.admin,
      body: { name: 'The administrator' },
    })
    expect(saved.status).toBe(200)
  })

  it('refuses a lock on a document the staff member may not edit', async () => {
    await clearLocks()
    const cases: Array<[Who, Record<string, unknown>]> = [
      ['sales', { document: on('features', featureId) }],
      ['sales', { globalSlug: 'site-settings' }],
      ['editor', { document: on('contact-submissions', enquiryId) }],
      ['editor', { document: on('users', ids.admin) }],
      ['otherEditor', { document: on('users', ids.editor) }],
      ['editor', {}],
    ]
    for (const [who, target] of cases) {
      for (const language of ['en', 'ar'] as const) {
        const answer = await lockAs(who, { ...target, user: userRef(who) }, language)
        expect(answer.status, `${who} locking ${JSON.stringify(target)}`).toBe(403)
        expect(messageOf(answer)).toBe(
          language === 'ar'
            ? 'لا يمكنك حجز مستند لا تملك صلاحية تعديله.'
            : 'You cannot lock a document you are not allowed to edit.',
        )
      }
    }
    expect(await storedLocks()).toEqual([])
  })

  it('lets staff lock and unlock what they may edit, in their own name', async () => {
    await clearLocks()
    const allowed: Array<[Who, Record<string, unknown>]> = [
      ['editor', { document: on('features', featureId) }],
      ['sales', { document: on('contact-submissions', enquiryId) }],
      ['admin', { globalSlug: 'site-settings' }],
      // Their own account: Payload's access lets every staff member edit it.
      ['sales', { document: on('users', ids.sales) }],
    ]
    for (const [who, target] of allowed) {
      const made = await lockAs(who, { ...target, user: userRef(who) })
      expect(made.status, `${who} locking ${JSON.stringify(target)}`).toBe(201)
      const id = (made.body.doc as Lock).id
      // Renewing one's own lock (the same holder) is a change like any other.
      const renewed = await rest(payload, 'PATCH', `${LOCKS}/${id}`, {
        token: tokens[who],
        body: { user: userRef(who) },
      })
      expect(renewed.status).toBe(200)
      const removed = await rest(payload, 'DELETE', `${LOCKS}/${id}`, { token: tokens[who] })
      expect(removed.status).toBe(200)
    }
    expect(await storedLocks()).toEqual([])
  })

  it('keeps taking over editing working, into the taker’s own name only', async () => {
    await clearLocks()
    const made = await lockAs('editor', {
      document: on('features', featureId),
      user: userRef('editor'),
    })
    expect(made.status).toBe(201)
    const id = (made.body.doc as Lock).id

    // Nobody may hand the lock to a third person, delete it or take it over without edit rights.
    for (const language of ['en', 'ar'] as const) {
      const handed = await rest(payload, 'PATCH', `${LOCKS}/${id}`, {
        token: tokens.otherEditor,
        language,
        body: { user: userRef('admin') },
      })
      expect(handed.status).toBe(403)
      expect(messageOf(handed)).toBe(
        language === 'ar'
          ? 'لا يمكنك حجز مستند للتحرير إلا باسمك.'
          : 'You can hold an edit lock only in your own name.',
      )
      for (const who of ['otherEditor', 'admin'] as const) {
        const deleted = await rest(payload, 'DELETE', `${LOCKS}/${id}`, {
          token: tokens[who],
          language,
        })
        expect(deleted.status).toBe(403)
        expect(messageOf(deleted)).toBe(
          language === 'ar'
            ? 'هذا الحجز لموظف آخر. تولَّ التحرير من المستند نفسه بدلًا من ذلك.'
            : 'This edit lock belongs to another staff member. Take over editing from the document instead.',
        )
      }
    }
    const bySales = await rest(payload, 'PATCH', `${LOCKS}/${id}`, {
      token: tokens.sales,
      body: { user: userRef('sales') },
    })
    expect(bySales.status).toBe(403)
    // Moving the lock onto another document is not a take-over either.
    const moved = await rest(payload, 'PATCH', `${LOCKS}/${id}`, {
      token: tokens.editor,
      body: { document: on('users', ids.admin) },
    })
    expect(moved.status).toBe(403)
    // Nor is a bulk delete of everyone's locks.
    await rest(payload, 'DELETE', `${LOCKS}?where[id][exists]=true`, { token: tokens.sales })
    expect((await storedLocks()).map(holderOf)).toEqual([String(ids.editor)])

    // The admin's "Take over": the lock moves into the taker's own name.
    const taken = await rest(payload, 'PATCH', `${LOCKS}/${id}`, {
      token: tokens.otherEditor,
      body: { user: userRef('otherEditor') },
    })
    expect(taken.status).toBe(200)
    expect((await storedLocks()).map(holderOf)).toEqual([String(ids.otherEditor)])
    // …and back again by the first editor, then released by its holder.
    const back = await rest(payload, 'PATCH', `${LOCKS}/${id}`, {
      token: tokens.editor,
      body: { user: userRef('editor') },
    })
    expect(back.status).toBe(200)
    const released = await rest(payload, 'DELETE', `${LOCKS}/${id}`, { token: tokens.editor })
    expect(released.status).toBe(200)
    expect(await storedLocks()).toEqual([])
  })
})
