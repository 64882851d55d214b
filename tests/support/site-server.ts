import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { startSiteServer, type SiteServerOptions } from '@/server/site-server'

/** What stands in for Next behind the real server: writes one answer. */
export type Answer = (response: ServerResponse, request: IncomingMessage) => void

/**
 * The production server module (src/server/site-server.ts), started on a free
 * port with `answer` in Next's place: every layer in front of Next (request
 * guard, page cache, compression, page rewrite, script hashes, logging) is the
 * one `npm start` runs. Call `stop` after each test.
 */
export async function startSiteServerWith(
  answer: Answer,
  options: Omit<SiteServerOptions, 'port' | 'handler'> = {},
): Promise<{ origin: string; stop: () => Promise<void> }> {
  // One log line per stand-in answer says nothing a test reads (LOG_REQUESTS=1 shows them).
  process.env.LOG_REQUESTS ??= '0'
  const { server, drain } = await startSiteServer({
    port: 0,
    host: '127.0.0.1',
    pageCache: false,
    compress: true,
    ...options,
    handler: async (request, response) => answer(response, request),
  })
  const { port } = server.address() as AddressInfo
  return { origin: `http://127.0.0.1:${port}`, stop: async () => void (await drain(1000)) }
}
