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
