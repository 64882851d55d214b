import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { toCsv } from '@/cms/endpoints/export-enquiries'
import { seedContactForm } from '@/seed/contact-form'
import { contactForm, submitContact } from '../support/contact-form'
import { startTestPayload } from '../support/payload'
import { rest, signIn } from '../support/rest'

/**
 * The contact form is a form staff edit (src/seed/contact-form.ts): written
 * once, on a new site and on one upgraded from before it was content; its
 * enquiries keep the inbox's columns; it cannot be deleted or closed.
 */
let payload: Payload
let stop: () => Promise<void>
let token = ''
const open = { allow: async () => true }
const options = {
  clientKey: 'contact',
  limits: { address: open, site: open },
  startDelivery: () => {},
}
const PASSWORD = 'Contact-form-test-1'

/** An enquiry as the site stored it while the contact form was code: no form, no answers. */
const olderEnquiry = (n: number) => ({
  name: `Older ${n}`,
  email: `older${n}@example.com`,
  full_mobile: '+965 55550000',
  country_code: '+965',
  mobile: '55550000',
  company: 'Older Co',
  employees: '1-10',
  subject: `Older enquiry ${n}`,
  message: 'Sent before the form was content.',
  submitted_at: new Date('2026-11-01T08:00:00Z').toISOString(),
})

const sent = {
  name: 'Hessa Al-Mutairi',
  email: 'hessa@example.com',
  mobile__country: 'AE',
  mobile: '50 123 4567',
  company: 'Gulf Logistics',
  employees: '51-200',
  subject: 'A fleet app',
  message: 'Two lines\nof detail.',
}

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  await payload.create({
    collection: 'users',
    data: { email: 'contact-form@example.com', password: PASSWORD, role: 'editor', name: 'Editor' },
  })
  token = await signIn(payload, 'contact-form@example.com', PASSWORD)
}, 180_000)
afterAll(async () => stop?.())

describe('the contact form as a form staff edit', () => {
  it('is written once on an upgraded site, with the enquiries it already took listed under it', async () => {
    const older = []
    for (const n of [1, 2])
      older.push(
        await payload.create({
          collection: 'contact-submissions',
          data: olderEnquiry(n) as never,
          overrideAccess: true,
        }),
      )
    expect(older.map((doc) => doc.form ?? null)).toEqual([null, null])

    const first = { created: 0, updated: 0 }
    const id = await seedContactForm(payload, first)
    expect(first.created).toBe(1)
    const listed = await payload.find({
      collection: 'contact-submissions',
      where: { form: { equals: id } },
      depth: 0,
      overrideAccess: true,
    })
    expect(listed.docs.map((doc) => doc.subject).sort()).toEqual([
      'Older enquiry 1',
      'Older enquiry 2',
    ])
    // Their own words are untouched.
    expect(listed.docs.find((doc) => doc.subject === 'Older enquiry 1')).toMatchObject(
      olderEnquiry(1),
    )

    // Written once: a second start finds it, even after staff renamed it.
    await payload.update({
      collection: 'forms',
      id,
      locale: 'en',
      data: { title: 'Talk to us' },
      overrideAccess: true,
    })
    const second = { created: 0, updated: 0 }
    expect(await seedContactForm(payload, second)).toBe(id)
    expect(second.created).toBe(0)
    const { totalDocs } = await payload.count({ collection: 'forms', overrideAccess: true })
    expect(totalDocs).toBe(1)
  })

  it('stores what a visitor sends in the columns sales always had, every answer beside them', async () => {
    expect(await submitContact(payload, sent, options)).toEqual({ status: 'success' })
    const form = await contactForm(payload)
    const {
      docs: [row],
    } = await payload.find({
      collection: 'contact-submissions',
      where: { subject: { equals: 'A fleet app' } },
      depth: 0,
      overrideAccess: true,
    })
    expect(row).toMatchObject({
      form: form.id,
      name: 'Hessa Al-Mutairi',
      email: 'hessa@example.com',
      full_mobile: '+971 501234567',
      country_code: '+971',
      mobile: '501234567',
      company: 'Gulf Logistics',
      employees: '51-200',
      subject: 'A fleet app',
      message: 'Two lines\nof detail.',
      status: 'new',
    })
    expect((row.answers as Array<{ name: string }>).map((answer) => answer.name)).toEqual([
      'name',
      'email',
      'mobile',
      'company',
      'employees',
      'subject',
      'message',
    ])
  })

  it('exports its enquiries with the columns they always had, and a column for a question staff add', async () => {
    const all = await payload.find({
      collection: 'contact-submissions',
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    const [header, ...lines] = toCsv(all.docs as never)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(header.split(',')).toHaveLength(24)
    expect(header).toMatch(/^Submitted at \(Kuwait time\),Status,Name,Company,E-mail,/)
    expect(lines.find((line) => line.includes('A fleet app'))).toContain(
      `Hessa Al-Mutairi,Gulf Logistics,hessa@example.com,"'+971 501234567",971,501234567,51-200,A fleet app,"Two lines\nof detail."`,
    )

    const form = await payload.findByID({
      collection: 'forms',
      id: (await contactForm(payload)).id,
      locale: 'en',
      depth: 0,
      overrideAccess: true,
    })
    await payload.update({
      collection: 'forms',
      id: form.id,
      locale: 'en',
      data: {
        fields: [
          ...(form.fields ?? []),
          { kind: 'text', name: 'heard_from', label: 'How did you hear about us?' },
        ],
      },
      overrideAccess: true,
    })
    expect(
      await submitContact(
        payload,
        { ...sent, subject: 'Heard from a friend', heard_from: 'A friend' },
        options,
      ),
    ).toEqual({ status: 'success' })
    const again = await payload.find({
      collection: 'contact-submissions',
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    const [wider, ...rows] = toCsv(again.docs as never)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(wider.split(',')).toHaveLength(25)
    expect(wider.endsWith(',How did you hear about us? (heard_from)')).toBe(true)
    expect(rows.find((line) => line.includes('Heard from a friend'))!.endsWith(',A friend')).toBe(
      true,
    )
  })

  it('cannot be deleted or closed; staff are told why in the admin’s language', async () => {
    const { id } = await contactForm(payload)
    const english = await rest(payload, 'DELETE', `/forms/${id}`, { token })
    expect(english.status).toBe(403)
    expect(english.body.errors).toEqual([
      {
        message:
          '“Talk to us” is the form visitors send their enquiries through: it can be edited but not deleted.',
      },
    ])
    const arabic = await rest(payload, 'DELETE', `/forms/${id}`, { token, language: 'ar' })
    expect(arabic.status).toBe(403)
    expect((arabic.body.errors as Array<{ message: string }>)[0].message).toContain(
      'يمكن تعديله ولكن لا يمكن حذفه',
    )
    const closed = await rest(payload, 'PATCH', `/forms/${id}`, { token, body: { open: false } })
    expect(closed.status).toBe(403)
    expect((closed.body.errors as Array<{ message: string }>)[0].message).toContain(
      'it can be edited but not closed',
    )
    expect((await contactForm(payload)).open).toBe(true)

    // The key that makes it the contact form is not staff's to change.
    const rekeyed = await rest(payload, 'PATCH', `/forms/${id}`, {
      token,
      body: { site_form: 'other', title: 'Talk to us again' },
    })
    expect(rekeyed.status).toBe(200)
    const kept = await payload.findByID({ collection: 'forms', id, depth: 0, overrideAccess: true })
    expect(kept.site_form).toBe('contact')
    expect(kept.title).toBe('Talk to us again')
  })
})
