/**
 * `npm run build`: migrates and seeds the configured database, then builds the
 * site from it into .next, the artifact every replica serves with `npm run serve`.
 */
import { readOrCreateLocalSecret } from '../src/lib/env'
import { bootPayload, fail } from './lib/boot'
import { nextBuild } from './lib/next'
import { prepareDatabase } from './lib/prepare'

const operatorProduction = process.env.NODE_ENV === 'production'
const env = process.env as Record<string, string>
env.NODE_ENV = 'production'
env.NEXT_TELEMETRY_DISABLED = '1'
if (!env.PAYLOAD_SECRET) {
  if (operatorProduction) fail('PAYLOAD_SECRET is not set; a production build needs it.')
  env.PAYLOAD_SECRET = readOrCreateLocalSecret()
}

try {
  const payload = await bootPayload()
  await prepareDatabase(payload, { migrate: true, operatorProduction })
  await payload.destroy()
} catch (error) {
  fail('Could not prepare the database for the build.', error)
}
nextBuild(env)
// Payload's database pool and timers would keep this process (and a deploy pipeline) waiting.
process.exit(0)
