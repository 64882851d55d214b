/**
 * Loads Payload for a command-line script. The config reads its environment
 * when imported, so callers set DATABASE_URL / NODE_ENV first, then call this.
 */
import type { Payload } from 'payload'

let boots = 0

export async function bootPayload(options: { connect?: boolean } = {}): Promise<Payload> {
  const { getPayload } = await import('payload')
  const config = (await import('../../src/cms/payload.config')).default
  return getPayload({
    config,
    disableDBConnect: options.connect === false,
    disableOnInit: true,
    // getPayload caches one instance per key; scripts destroy theirs when
    // done, so a later boot in the same process needs a fresh one.
    key: `script-${++boots}`,
  })
}

export function fail(message: string, error?: unknown): never {
  console.error(`\n✖ ${message}`)
  if (error) console.error(error instanceof Error ? error.stack || error.message : error)
  process.exit(1)
}
