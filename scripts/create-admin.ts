/**
 * Creates a staff account, or resets its password:
 *   npm run create-admin -- --email you@example.com [--password secret]
 * Without --password a random one is generated and printed once.
 */
import { parseArgs } from 'node:util'

import { englishMessage } from '../src/cms/admin-labels/messages'
import { passwordProblem } from '../src/cms/auth/password-rule'
import { bootPayload, fail } from './lib/boot'
import { randomPassword, upsertStaff } from './lib/prepare'

;(process.env as Record<string, string>).NODE_ENV ||= 'production'

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' } },
})
const email = (values.email || process.env.ADMIN_EMAIL || 'admin@example.com').trim()
const password = values.password || process.env.ADMIN_PASSWORD || randomPassword()
// The admin's rule (12 characters, not a common password), checked before booting Payload.
const problem = await passwordProblem(password)
if (problem) fail(englishMessage(problem))

try {
  const payload = await bootPayload()
  await payload.db.migrate()
  const outcome = await upsertStaff(payload, email, password)
  console.log(`✔ Staff account ${outcome === 'created' ? 'created' : 'password reset'}: ${email}`)
  if (!values.password && !process.env.ADMIN_PASSWORD)
    console.log(`  Password (shown once): ${password}`)
  process.exit(0)
} catch (error) {
  fail('Could not create the staff account.', error)
}
