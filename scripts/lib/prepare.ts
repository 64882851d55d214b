import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { englishMessage } from '../../src/cms/admin-labels/messages'
import { passwordProblem } from '../../src/cms/auth/password-rule'
import { withMigrationLock } from './migration-lock'

/**
 * Brings a database to a servable state: migrations applied, seeded when empty,
 * and a staff account available. Shared by `npm start`, `npm run dev`, the
 * e2e runner and the benchmarks. Replicas sharing one PostgreSQL take turns
 * (migration-lock.ts): one migrates and seeds while the others wait.
 */
export function prepareDatabase(
  payload: Payload,
  options: { migrate: boolean; operatorProduction: boolean },
): Promise<{ seeded: boolean; login: string }> {
  return withMigrationLock(() => prepareUnlocked(payload, options))
}

async function prepareUnlocked(
  payload: Payload,
  options: { migrate: boolean; operatorProduction: boolean },
): Promise<{ seeded: boolean; login: string }> {
  if (options.migrate) {
    await payload.db.migrate()
    console.log('✔ Database migrations applied')
  }
  const { seed, isDatabaseEmpty } = await import('../../src/seed/index')
  let seeded = false
  if (await isDatabaseEmpty(payload)) {
    const result = await seed(payload, { log: (message) => console.log(`  ${message}`) })
    console.log(`✔ Seeded an empty database (${result.created} records)`)
    seeded = true
  } else {
    // A site upgraded from before its menus were content: the menus it showed are written
    // once, so the admin's Menus hold what visitors see (never again once staff save them).
    const { seedNavigation } = await import('../../src/seed/navigation')
    const result = { created: 0, updated: 0 }
    await seedNavigation(payload, result)
    if (result.created) console.log('✔ Menus written from the ones the site showed')
    // A site upgraded from before the contact form was content: the form it showed is written
    // once, with the enquiries it took listed under it.
    const { seedContactForm } = await import('../../src/seed/contact-form')
    const form = { created: 0, updated: 0 }
    await seedContactForm(payload, form)
    if (form.created) console.log('✔ Contact form written from the one the site showed')
  }
  const login = await ensureStaffAccount(payload, options.operatorProduction)
  return { seeded, login }
}

export function randomPassword(): string {
  return randomBytes(12).toString('base64url')
}

/** Creates or resets an administrator's account; returns what the operator should be told. */
export async function upsertStaff(
  payload: Payload,
  email: string,
  password: string,
): Promise<'created' | 'reset'> {
  // The users collection refuses it too, but only as "invalid field: password";
  // an operator setting ADMIN_PASSWORD should read why.
  const problem = await passwordProblem(password)
  if (problem) throw new Error(`${englishMessage(problem)} (staff account ${email})`)
  const existing = await payload.find({
    collection: 'users',
    where: { email: { equals: email.toLowerCase() } },
    limit: 1,
    overrideAccess: true,
  })
  if (existing.docs[0]) {
    // The operator's own command: the account is (again) an administrator.
    await payload.update({
      collection: 'users',
      id: existing.docs[0].id,
      data: { password, role: 'admin' },
      overrideAccess: true,
    })
    return 'reset'
  }
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Administrator', role: 'admin' },
    overrideAccess: true,
  })
  return 'created'
}

async function ensureStaffAccount(payload: Payload, operatorProduction: boolean): Promise<string> {
  const email = process.env.ADMIN_EMAIL?.trim()
  const password = process.env.ADMIN_PASSWORD
  if (email && password) {
    const existing = await payload.count({
      collection: 'users',
      where: { email: { equals: email.toLowerCase() } },
      overrideAccess: true,
    })
    // ADMIN_PASSWORD creates the first account; it never overwrites a password staff changed since.
    if (existing.totalDocs === 0) await upsertStaff(payload, email, password)
    return `Sign in at /admin as ${email} (password from ADMIN_PASSWORD).`
  }
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0)
    return 'Sign in at /admin with your staff account (reset one with `npm run create-admin -- --email you@example.com`).'
  if (operatorProduction) {
    return 'No staff account exists: set ADMIN_EMAIL and ADMIN_PASSWORD, or run `npm run create-admin -- --email you@example.com`.'
  }
  const generated = randomPassword()
  await upsertStaff(payload, 'admin@example.com', generated)
  return `Sign in at /admin as admin@example.com with password ${generated} (shown once; reset with \`npm run create-admin\`).`
}
