import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { startCopies } from '@/cms/jobs/enquiry-delivery'
import { deleteExpiredSubmissions, monthsBefore } from '@/cms/jobs/form-retention'
import { toPublicForm, type PublicForm } from '@/lib/forms/public-form'
import { submitForm } from '@/lib/forms/submit'
import { postedFrom } from '@/lib/forms/validate'
import type { Form } from '@/payload-types'
import { startTestPayload } from '../support/payload'
import { webhookReceiver } from '../support/receivers'

/**
 * A form staff build goes through the enquiry pipeline: checked from
 * its own definition, stored once before success, its copy queued once, and
 * listed in the enquiry inbox beside the contact form's enquiries.
 */
let payload: Payload
let stop: () => Promise<void>
let hook: ReturnType<typeof webhookReceiver>
const open = { allow: async () => true }
const options = {
  clientKey: 'test',
  limits: { address: open, site: open },
  startDelivery: startCopies,
}

const definition = {
  title: 'Job application',
  open: true,
  confirmationType: 'message' as const,
  fields: [
    { kind: 'text' as const, name: 'full_name', label: 'Full name', required: true },
    { kind: 'email' as const, name: 'email', label: 'E-mail', required: true },
    { kind: 'phone' as const, name: 'phone', label: 'Mobile', required: true },
    {
      kind: 'choice' as const,
      name: 'position',
      label: 'Position',
      required: true,
      options: [
        { value: 'engineer', label: 'Engineer' },
        { value: 'designer', label: 'Designer' },
      ],
    },
    { kind: 'consent' as const, name: 'consent', label: 'I agree' },
  ],
}

let form: PublicForm
const valid = {
  full_name: 'Sara Al-Sabah',
  email: 'sara@example.com',
  phone: '5555 1234',
  phone__country: 'KW',
  position: 'designer',
  consent: 'on',
}

const stored = async () =>
  (
    await payload.find({
      collection: 'contact-submissions',
      where: { form: { exists: true } },
      overrideAccess: true,
      sort: 'id',
    })
  ).docs

async function runCopies(until: () => boolean, ms = 15_000) {
  const deadline = Date.now() + ms
  while (!until() && Date.now() < deadline) {
    await payload.jobs.run({ queue: 'enquiries', overrideAccess: true })
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  const doc = await payload.create({
    collection: 'forms',
    data: definition as never,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  form = toPublicForm(doc as Form, 'en')
})
afterAll(async () => stop?.())
beforeEach(async () => {
  for (const collection of ['contact-submissions', 'payload-jobs'] as const)
    await payload.delete({ collection, where: { id: { exists: true } }, overrideAccess: true })
  hook = webhookReceiver()
  process.env.CONTACT_WEBHOOK_URL = await hook.start()
  process.env.DISABLE_JOB_AUTORUN = '1'
})
afterEach(async () => {
  delete process.env.CONTACT_WEBHOOK_URL
  delete process.env.DISABLE_JOB_AUTORUN
  await hook.stop()
})

describe('a built form’s submissions', () => {
  it('are stored with their answers, listed in the inbox by form, and copied once', async () => {
    const outcome = await submitForm(
      payload,
      form,
      postedFrom({ ...valid, role: 'admin', status: 'closed' }),
      options,
    )
    expect(outcome).toEqual({ status: 'success' })
    const [row] = await stored()
    expect(row).toMatchObject({
      name: 'Sara Al-Sabah',
      email: 'sara@example.com',
      full_mobile: '+965 55551234',
      subject: 'Job application',
      status: 'new',
    })
    expect(typeof row.form === 'object' ? row.form?.id : row.form).toBe(form.id)
    expect(row.answers).toEqual([
      { name: 'full_name', label: 'Full name', kind: 'text', value: 'Sara Al-Sabah' },
      { name: 'email', label: 'E-mail', kind: 'email', value: 'sara@example.com' },
      { name: 'phone', label: 'Mobile', kind: 'phone', value: '+965 55551234' },
      {
        name: 'position',
        label: 'Position',
        kind: 'choice',
        value: 'designer',
        shown: ['Designer'],
      },
      { name: 'consent', label: 'I agree', kind: 'consent', value: 'yes' },
    ])

    // The copy was queued with the submission, once; it carries the form and its answers.
    const { docs: jobs } = await payload.find({ collection: 'payload-jobs', overrideAccess: true })
    expect(jobs).toHaveLength(1)
    await runCopies(() => hook.calls.length > 0)
    expect(hook.calls).toHaveLength(1)
    expect(hook.calls[0].body).toMatchObject({
      form: { id: form.id, title: 'Job application' },
      answers: expect.arrayContaining([
        expect.objectContaining({ name: 'position', value: 'designer' }),
      ]),
    })

    // Sales filter the inbox by form.
    const { totalDocs } = await payload.count({
      collection: 'contact-submissions',
      where: { form: { equals: form.id } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
  })

  it('refuse what the form’s rules refuse, and store nothing', async () => {
    const outcome = await submitForm(
      payload,
      form,
      postedFrom({ ...valid, email: 'nope', position: 'astronaut', consent: '' }),
      options,
    )
    expect(outcome).toEqual({
      status: 'invalid',
      errors: { email: 'email', position: 'choice', consent: 'consent' },
    })
    expect(await stored()).toHaveLength(0)
  })

  it('are stored once when the same form is sent twice, even at the same moment', async () => {
    const posted = postedFrom({ ...valid, submission_token: 'a'.repeat(24) })
    const outcomes = await Promise.all([
      submitForm(payload, form, posted, options),
      submitForm(payload, form, posted, options),
    ])
    expect(outcomes).toEqual([{ status: 'success' }, { status: 'success' }])
    expect(await submitForm(payload, form, posted, options)).toEqual({ status: 'success' })
    expect(await stored()).toHaveLength(1)
  })

  it('are refused while the form is closed, and a bot’s are answered but not kept', async () => {
    expect(await submitForm(payload, { ...form, open: false }, postedFrom(valid), options)).toEqual(
      {
        status: 'closed',
      },
    )
    expect(
      await submitForm(payload, form, postedFrom({ ...valid, website: 'spam' }), options),
    ).toEqual({
      status: 'success',
    })
    expect(await stored()).toHaveLength(0)
  })

  it('keep their form: a form with submissions cannot be deleted', async () => {
    await submitForm(payload, form, postedFrom(valid), options)
    await expect(
      payload.delete({ collection: 'forms', id: form.id, overrideAccess: true }),
    ).rejects.toThrow(/cannot be deleted/)
    expect(
      (await payload.findByID({ collection: 'forms', id: form.id, overrideAccess: true })).id,
    ).toBe(form.id)
  })

  it('past their form’s retention period are deleted; others and the contact form’s are kept', async () => {
    await payload.update({
      collection: 'forms',
      id: form.id,
      data: { retentionMonths: 12 },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const now = new Date('2026-11-29T10:00:00.000Z')
    for (const [tag, sent] of [
      ['old', '2025-11-28T09:00:00.000Z'],
      ['recent', '2025-11-30T09:00:00.000Z'],
    ] as const) {
      await submitForm(
        payload,
        form,
        postedFrom({
          ...valid,
          full_name: `Retention ${tag}`,
          submission_token: `retention-${tag}-token`,
        }),
        options,
      )
      const [row] = (
        await payload.find({
          collection: 'contact-submissions',
          where: { name: { equals: `Retention ${tag}` } },
          overrideAccess: true,
        })
      ).docs
      await payload.update({
        collection: 'contact-submissions',
        id: row.id,
        data: { submitted_at: sent },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    }
    const contact = await payload.create({
      collection: 'contact-submissions',
      data: {
        name: 'Contact form',
        email: 'contact@example.com',
        submitted_at: '2020-01-01T00:00:00.000Z',
        status: 'new',
      } as never,
      overrideAccess: true,
    })

    expect(await deleteExpiredSubmissions(payload, now)).toBe(1)
    expect((await stored()).map((row) => row.name)).toEqual(['Retention recent'])
    expect(
      (
        await payload.findByID({
          collection: 'contact-submissions',
          id: contact.id,
          overrideAccess: true,
        })
      ).name,
    ).toBe('Contact form')
    // A second run finds nothing more.
    expect(await deleteExpiredSubmissions(payload, now)).toBe(0)
    expect(monthsBefore(new Date('2026-03-31T12:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    )
  })

  it('never show a form’s recipients to visitors over the API', async () => {
    await expect(payload.find({ collection: 'forms', overrideAccess: false })).rejects.toThrow()
  })

  it('send their webhook copy where the form says: a receiver the operator named, or none', async () => {
    const crm = webhookReceiver()
    process.env.FORM_WEBHOOKS = `crm=${await crm.start()}`
    const setWebhook = (webhook: string | null) =>
      payload.update({
        collection: 'forms',
        id: form.id,
        data: { webhook },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    // The copy is started as soon as the submission is stored (its job ids reach the caller).
    const started: unknown[] = []
    const watched = {
      ...options,
      startDelivery: (...args: Parameters<typeof startCopies>) => {
        started.push(args[1])
        startCopies(...args)
      },
    }
    try {
      await setWebhook('crm')
      await submitForm(payload, form, postedFrom({ ...valid, full_name: 'To the CRM' }), watched)
      expect(started).toEqual([[expect.anything()]])
      await runCopies(() => crm.calls.length > 0)
      expect(crm.calls).toHaveLength(1)
      expect(crm.calls[0].body).toMatchObject({ name: 'To the CRM', form: { id: form.id } })
      expect(hook.calls).toHaveLength(0)

      // None: no webhook copy queued at all, and the enquiry says so.
      await setWebhook('none')
      await submitForm(payload, form, postedFrom({ ...valid, full_name: 'Kept in' }), options)
      const [, kept] = await stored()
      expect(kept.name).toBe('Kept in')
      expect(kept.webhook_delivery?.state).toBe('off')
      const { totalDocs } = await payload.count({
        collection: 'payload-jobs',
        where: { 'input.submissionId': { equals: String(kept.id) } },
        overrideAccess: true,
      })
      expect(totalDocs).toBe(0)

      // Only a name the server has: never an address typed in.
      const refused = await setWebhook('http://10.0.0.1/steal').then(
        () => null,
        (error: { data?: { errors?: Array<{ message: string }> } }) => error,
      )
      expect(refused?.data?.errors?.[0]?.message).toMatch(/^No webhook called “http:/)
    } finally {
      await setWebhook(null)
      delete process.env.FORM_WEBHOOKS
      await crm.stop()
    }
  })
})
