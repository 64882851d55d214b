/**
 * `npm run dev`: Next in development mode on data/dev.db, whose schema Payload
 * pushes on change. It never touches data/site.db (production) or test databases.
 */
import { KUWAIT_TIME_ZONE } from '../src/lib/kuwait-zone'
import { bootPayload, fail } from './lib/boot'
import { runNext } from './lib/next'
import { prepareDatabase } from './lib/prepare'

const env = process.env as Record<string, string>
env.NODE_ENV = 'development'
env.NEXT_TELEMETRY_DISABLED = '1'
// Admin times Payload writes on the server in Kuwait time, as the site server does.
env.TZ = KUWAIT_TIME_ZONE

let login = ''
try {
  // Development pushes the schema on connect instead of running migrations.
  const payload = await bootPayload()
  ;({ login } = await prepareDatabase(payload, { migrate: false, operatorProduction: false }))
  await payload.destroy()
} catch (error) {
  fail('Could not prepare the development database.', error)
}
console.log(`\n▶ Admin: http://localhost:${env.PORT || 3000}/admin\n  ${login}\n`)
runNext(['dev', '-p', env.PORT || '3000'], env)
