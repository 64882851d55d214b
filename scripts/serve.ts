/**
 * The production server (`npm start` runs it after preparing the database and
 * the build; the end-to-end tests and the benchmarks start it too):
 * `tsx scripts/serve.ts [--port 3000]`. It is `next start` plus one rewrite of
 * public page documents, explained in src/server/hydrate-after-paint.ts.
 */
import { startSiteServer } from '../src/server/site-server'

const env = process.env as Record<string, string>
env.NODE_ENV = 'production'
env.NEXT_TELEMETRY_DISABLED = '1'

const flag = process.argv.findIndex((arg) => arg === '--port' || arg === '-p')
const port = Number(flag >= 0 ? process.argv[flag + 1] : env.PORT || 3000)
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`✖ Not a port: ${process.argv[flag + 1] ?? env.PORT}`)
  process.exit(1)
}

try {
  const server = await startSiteServer({ port })
  console.log(`✔ Ready on http://localhost:${port}`)
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.close()
      process.exit(0)
    })
  }
} catch (error) {
  console.error('✖ The server could not start.', error)
  process.exit(1)
}
