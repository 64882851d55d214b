import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { formEnquiry } from '@/lib/forms/submit'
import { postedFrom, validateForm } from '@/lib/forms/validate'
import { startCopies } from '@/cms/jobs/enquiry-delivery'
import type { SubmitOptions } from '@/lib/contact/submit'
import { contactForm, submitContact as submitWith } from '../support/contact-form'
import { startTestPayload } from '../support/payload'

/** The contact form's pipeline as its page's action wires it: the copies start through the delivery job. */
const submitEnquiry = (
  payload: Parameters<typeof submitWith>[0],
  raw: Parameters<typeof submitWith>[1],
  options: Omit<SubmitOptions, 'startDelivery'>,
) => submitWith(payload, raw, { ...options, startDelivery: startCopies })

/**
 * The form and the database accept exactly the same e-mail addresses: every
 * address below goes through the real pipeline (validation, then the insert
 * with the collection's own check). An accepted one is stored as typed; a
 * refused one is a field message, never "error, try again".
 */
const ACCEPTED = [
  'user@example.com',
  'first.last@example.com',
  'user+tag@example.co.uk',
  'USER@EXAMPLE.COM',
  "o'brien@example.ie",
  'user_name@sub.domain.example.org',
  'a@b.co',
  'x-y@ex--ample.com',
  'user@bücher.de',
  'user@مثال.كويت',
  'sales@شركة.السعودية',
  'user@xn--bcher-kva.de',
  "!$'*+/=^_`{|}~-@example.com",
  '1234567890@example.com',
  'user@example.museum',
  'user@a-b.c-d.example',
  `${'a'.repeat(64)}@example.com`,
]

const REFUSED = [
  '.first@x.com',
  'first..last@x.com',
  'first.@x.com',
  'user@example.com.',
  'user@',
  '@example.com',
  'user',
  'user@localhost',
  'user@-example.com',
  'user@example-.com',
  'user@example..com',
  'user name@example.com',
  '"quoted"@example.com',
  'user@[127.0.0.1]',
  'user@127.0.0.1',
  'user@example.c',
  'user@example.123',
  'user@@example.com',
  'مستخدم@example.com',
  `${'a'.repeat(65)}@example.com`,
  `user@${'a'.repeat(64)}.com`,
  'user@exa_mple.com',
  'user@exam ple.com',
  'user@example.com/path',
  'user@example.com?x=1',
  // Would add header fields to the mailto: link staff reply through (issue 35).
  'reply?cc=boss@example.com',
  'x&bcc=all@example.com',
  'reply%3Fcc%3Dboss@example.com',
  'cut#here@example.com',
  // 272 characters: each part is within its limit, the whole is over 254.
  `${'a'.repeat(64)}@${['b', 'c', 'd', 'e'].map((c) => c.repeat(50)).join('.')}.com`,
]

let payload: Payload
let stop: () => Promise<void>
const open = { allow: async () => true }
const limits = { address: open, site: open }

const enquiry = (email: string, n: number) => ({
  name: 'Address Tester',
  mobile__country: 'KW',
  mobile: '55551234',
  email,
  company: 'Address Co',
  subject: `address ${n}`,
  message: '',
})

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
})
afterAll(async () => stop?.())

describe('one e-mail rule for the form and the database', () => {
  it(`tests ${ACCEPTED.length + REFUSED.length} addresses`, () => {
    expect(ACCEPTED.length + REFUSED.length).toBeGreaterThanOrEqual(30)
  })

  it.each(ACCEPTED.map((email, n) => [email, n] as const))(
    'stores %s as typed',
    async (email, n) => {
      expect(await submitEnquiry(payload, enquiry(email, n), { clientKey: 'a', limits })).toEqual({
        status: 'success',
      })
      const { docs } = await payload.find({
        collection: 'contact-submissions',
        where: { subject: { equals: `address ${n}` } },
        overrideAccess: true,
      })
      expect(docs.map((doc) => doc.email)).toEqual([email])
    },
  )

  it.each(REFUSED.map((email, n) => [email, 100 + n] as const))(
    'refuses %s with a field message and stores nothing',
    async (email, n) => {
      const outcome = await submitEnquiry(payload, enquiry(email, n), { clientKey: 'a', limits })
      // "email", or "tooLong" past 254 characters: a message under the e-mail field either way.
      expect(outcome).toEqual({
        status: 'invalid',
        errors: { email: email.length > 254 ? 'tooLong' : 'email' },
      })
      const { totalDocs } = await payload.count({
        collection: 'contact-submissions',
        where: { subject: { equals: `address ${n}` } },
        overrideAccess: true,
      })
      expect(totalDocs).toBe(0)
    },
  )

  it('the collection itself refuses what the form refuses', async () => {
    // Bypassing the form (an import, a script): the stored field has the same rule.
    const form = await contactForm(payload)
    const parsed = validateForm(form.fields, postedFrom(enquiry('ok@example.com', 0)))
    if (!parsed.ok) throw new Error('the fixture enquiry must be valid')
    for (const email of REFUSED.slice(0, 8)) {
      const data = formEnquiry(form, { ...parsed.answers, email })
      await expect(
        payload.create({ collection: 'contact-submissions', data, overrideAccess: true }),
      ).rejects.toThrow(/e-mail|email/i)
    }
  })

  it('an address stored under the older rule stays, and staff can still update its enquiry', async () => {
    // Before issue 35 the rule let `&`, `?`, `%` and `#` through; such enquiries are still stored.
    await submitEnquiry(payload, enquiry('older@example.com', 900), { clientKey: 'a', limits })
    const {
      docs: [stored],
    } = await payload.find({
      collection: 'contact-submissions',
      where: { subject: { equals: 'address 900' } },
      overrideAccess: true,
    })
    await payload.db.updateOne({
      collection: 'contact-submissions',
      id: stored.id,
      data: { email: 'tom&jerry@example.com' },
    })
    const updated = await payload.update({
      collection: 'contact-submissions',
      id: stored.id,
      data: { status: 'answered' },
      overrideAccess: true,
    })
    expect(updated).toMatchObject({ status: 'answered', email: 'tom&jerry@example.com' })
    // A new value is judged by today's rule.
    await expect(
      payload.update({
        collection: 'contact-submissions',
        id: stored.id,
        data: { email: 'reply?cc=boss@example.com' },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/e-mail|email/i)
  })
})
