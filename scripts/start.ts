/**
 * `npm start`: serves the site in production mode on http://localhost:3000.
 * On a fresh clone it creates data/, a local secret, the SQLite database
 * (migrated and seeded) and a staff account, builds once, then starts.
 *
 * NODE_ENV=production set by the operator means a real deployment: then
 * PAYLOAD_SECRET is mandatory and no account is invented. `STOCK=1 npm start`
 * builds and serves the stock site instead (src/lib/stock-mode.ts).
 */
import { readOrCreateLocalSecret } from '../src/lib/env'
import { isStockMode } from '../src/lib/stock-mode'
import { bootPayload, fail } from './lib/boot'
import { distDir, needsBuild, nextBuild, runNode, serverArgs } from './lib/next'
import { prepareDatabase } from './lib/prepare'

const operatorProduction = process.env.NODE_ENV === 'production'
const env = process.env as Record<string, string>
env.NODE_ENV = 'production'
env.NEXT_TELEMETRY_DISABLED = '1'
const port = env.PORT || '3000'

if (isStockMode()) {
  console.log(
    `▶ Stock mode: plain \`next start\` from ${distDir()}, no layer of docs/FRAMEWORK.md, no visit counts`,
  )
}

if (!env.PAYLOAD_SECRET) {
  if (operatorProduction) {
    fail(
      'PAYLOAD_SECRET is not set. A production server refuses to start without it (e.g. `export PAYLOAD_SECRET=$(openssl rand -hex 32)`).',
    )
  }
  env.PAYLOAD_SECRET = readOrCreateLocalSecret()
}

let login = ''
try {
  const payload = await bootPayload()
  ;({ login } = await prepareDatabase(payload, { migrate: true, operatorProduction }))
  await payload.destroy()
} catch (error) {
  fail('Could not prepare the database.', error)
}

// A local start (the README's quick start) builds without Next's own type
// check (the quick start's stage took 118 s in CI instead of 154 s): `npm test`
// checks the types, CI checks every commit, and this command serves the site.
// An operator's build keeps it.
if (!operatorProduction) env.BUILD_TYPES_CHECKED ??= '1'
if (needsBuild() || process.argv.includes('--rebuild')) nextBuild(env)

const url = env.SERVER_URL || `http://localhost:${port}`
console.log(`\n▶ Site: ${url}   (Arabic: ${url}/ar)\n▶ Admin: ${url}/admin\n  ${login}\n`)
runNode(serverArgs(port), env)
