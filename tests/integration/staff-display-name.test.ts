import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runSql, startTestPayload } from '../support/payload'

/**
 * Staff see each other by name with the e-mail after it (the enquiry's
 * assignee picker and column): accounts made before this existed get theirs
 * from the migration, and every save works it out again.
 */
let payload: Payload
let stop: () => Promise<void>

beforeAll(async () => {
  let migrateRest: () => Promise<void>
  ;({ payload, stop, migrateRest } = await startTestPayload({
    stopBefore: (migration) => migration.name.endsWith('_staff_display_name'),
  }))
  await runSql(
    payload,
    `INSERT INTO users (id, email, name, role) VALUES
       (41, 'sara@example.com', '  Sara Al-Sabah ', 'sales'),
       (42, 'noname@example.com', NULL, 'sales'),
       (43, 'blank@example.com', '', 'editor')`,
  )
  await migrateRest()
})
afterAll(async () => stop?.())

const shown = async (id: number) =>
  (await payload.findByID({ collection: 'users', id, overrideAccess: true })).display_name

describe('how staff accounts are shown to other staff', () => {
  it('accounts made before get "Name — e-mail", or the e-mail alone', async () => {
    expect(await shown(41)).toBe('Sara Al-Sabah — sara@example.com')
    expect(await shown(42)).toBe('noname@example.com')
    expect(await shown(43)).toBe('blank@example.com')
  })

  it('follows the name and e-mail on every save, whatever is sent for it', async () => {
    await payload.update({
      collection: 'users',
      id: 42,
      data: { name: 'Omar', display_name: 'Somebody else' },
      overrideAccess: true,
    })
    expect(await shown(42)).toBe('Omar — noname@example.com')
    await payload.update({
      collection: 'users',
      id: 42,
      data: { email: 'omar@example.com' },
      overrideAccess: true,
    })
    expect(await shown(42)).toBe('Omar — omar@example.com')
    await payload.update({
      collection: 'users',
      id: 42,
      data: { name: null },
      overrideAccess: true,
    })
    expect(await shown(42)).toBe('omar@example.com')
    const made = await payload.create({
      collection: 'users',
      data: { email: 'new@example.com', password: 'a long enough password 1', role: 'sales' },
      overrideAccess: true,
    })
    expect(made.display_name).toBe('new@example.com')
  })

  it('is what an enquiry’s assignee reads as', async () => {
    const config = payload.collections.users.config
    expect(config.admin.useAsTitle).toBe('display_name')
    const enquiries = payload.collections['contact-submissions'].config
    expect(enquiries.admin.defaultColumns).toContain('assignee')
  })
})
