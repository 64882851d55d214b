import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runSql, startTestPayload } from '../support/payload'

/**
 * The migration that lets built forms share the inbox rebuilds the enquiries
 * table on SQLite: the contact form's enquiries, their history and their
 * follow-up must all come through it, and stay listed as before.
 */
let payload: Payload
let stop: () => Promise<void>

const run = (statement: string) => runSql(payload, statement)

beforeAll(async () => {
  let migrateRest: () => Promise<void>
  ;({ payload, stop, migrateRest } = await startTestPayload({
    stopBefore: (migration) => migration.name.endsWith('_built_forms'),
  }))
  await run(
    `INSERT INTO contact_submissions (id, name, mobile, email, company, subject, message, full_mobile, country_code, submitted_at, status, submission_token, delivery_key, utm_source)
     VALUES (7, 'Old Enquirer', '55551234', 'old@example.com', 'Old Co', 'An old question', 'Still there?', '+965 55551234', '+965', '2026-11-01T08:00:00.000Z', 'answered', 'old-token-1234567890', 'old-key', 'newsletter')`,
  )
  await run(
    `INSERT INTO contact_submissions_history (_order, _parent_id, id, at, kind, by_name, old_value, new_value)
     VALUES (1, 7, 'history-1', '2026-11-02T08:00:00.000Z', 'status', 'Sales', 'new', 'answered')`,
  )
  await migrateRest()
})
afterAll(async () => stop?.())

describe('the built forms migration keeps every enquiry', () => {
  it('an enquiry of the contact form keeps its fields, status, source and history', async () => {
    const enquiry = await payload.findByID({
      collection: 'contact-submissions',
      id: 7,
      overrideAccess: true,
    })
    expect(enquiry).toMatchObject({
      name: 'Old Enquirer',
      email: 'old@example.com',
      company: 'Old Co',
      full_mobile: '+965 55551234',
      status: 'answered',
      utm_source: 'newsletter',
    })
    expect(enquiry.form ?? null).toBeNull()
    expect(enquiry.history).toEqual([
      expect.objectContaining({ kind: 'status', old_value: 'new', new_value: 'answered' }),
    ])
    const { totalDocs } = await payload.count({
      collection: 'contact-submissions',
      where: { form: { exists: false } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
  })
})
