import pg from 'pg'
import { vi } from 'vitest'

const FIRST_ENV = Symbol.for('tests.firstEnv')

/**
 * Before each integration file, in a worker process that earlier files have
 * used (vitest.config.ts: the integration files share their workers' module
 * caches). The packages stay loaded — Payload, the database drivers, the
 * editor: loading them again cost each file seconds — and everything of the
 * site's own starts fresh, as in a process of its own:
 *  - the site's modules are evaluated again on their next import, so a file
 *    reads its own DATABASE_URL and DATA_DIR when it loads the config;
 *  - the state the site keeps on globalThis under its `site.…` symbols (so
 *    Next's several copies of a module share it: the enquiry runner, the
 *    redirect table, metrics, the visit writer, the job lock…) is forgotten;
 *  - Payload's cache of started instances is emptied (the last file
 *    destroyed its own).
 */
vi.resetModules()

const holder = globalThis as unknown as Record<symbol | string, unknown>
/**
 * A visit writer an earlier file left running is stopped before it is
 * forgotten: its timer outlives the file, and a round of it closed past days
 * as of today on the next file's database (the same name on PostgreSQL),
 * deleting the old days site-visits.test.ts had just written.
 */
type Stoppable = { stop?: () => Promise<void> } | undefined
await (holder[Symbol.for('site.visitWriter')] as Stoppable)?.stop?.().catch(() => {})
for (const key of Object.getOwnPropertySymbols(holder))
  if (/^(site|nakhla)\./.test(key.description ?? '')) delete holder[key]
;(holder._payload as Map<string, unknown> | undefined)?.clear()

/**
 * The environment as the worker started, restored before each file: a file
 * that sets a variable (a webhook address, an interval) leaves it for itself.
 */
type WithFirstEnv = typeof globalThis & { [FIRST_ENV]?: Record<string, string | undefined> }
const first = ((globalThis as WithFirstEnv)[FIRST_ENV] ??= { ...process.env })
for (const name of Object.keys(process.env)) if (!(name in first)) delete process.env[name]
Object.assign(process.env, first)

/**
 * PostgreSQL connections an earlier file of this worker left open, ended (and
 * what they say as they go unheard) before this file drops and makes the
 * worker's database again: the server would end them then, each an error event
 * nothing listens for, which fails the run. Payload's destroy() leaves its
 * adapter's pool open with a connection it checked out for good; the job lock
 * holds another; a task of the last file may open one after its stop. Every
 * client pg makes in this worker is known here, whoever made it.
 */
const CLIENTS = Symbol.for('tests.pgClients')
type Client = InstanceType<typeof pg.Client>
type WithClients = typeof globalThis & { [CLIENTS]?: Set<Client> }
const known = (globalThis as WithClients)[CLIENTS]
if (!known) {
  const clients = ((globalThis as WithClients)[CLIENTS] = new Set<Client>())
  const connect = pg.Client.prototype.connect
  pg.Client.prototype.connect = function (this: Client, ...args: unknown[]) {
    clients.add(this)
    this.once('end', () => clients.delete(this))
    return (connect as (...rest: unknown[]) => unknown).apply(this, args)
  } as typeof connect
} else {
  const ending = [...known].map((client) => {
    known.delete(client)
    client.on('error', () => {})
    return client.end().catch(() => {})
  })
  // A connection that does not answer its end within seconds is left to the server.
  await Promise.race([
    Promise.all(ending),
    new Promise((resolve) => setTimeout(resolve, 5_000).unref()),
  ])
}
