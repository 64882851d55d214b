import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { pino, type Logger } from 'pino'

/**
 * The server's own log: the same logger Payload writes with (pino), as one
 * JSON line per event so a log collector can count, filter and join them by
 * request id. `LOG_LEVEL` (default info) silences it; `LOG_REQUESTS=0` keeps
 * everything but the per-request lines.
 */
export const serverLog: Logger = pino({
  name: 'site',
  level: process.env.LOG_LEVEL || 'info',
  base: { pid: process.pid },
})

const logRequests = () => process.env.LOG_REQUESTS !== '0'

/** An id the proxy in front set (nginx's $request_id) is kept so both logs join; otherwise a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id']
  if (typeof given === 'string' && /^[\w.:-]{8,100}$/.test(given)) return given
  return randomUUID()
}

/**
 * Writes the request's line when its answer has gone out (or the client gave
 * up). The route is the path without its query, which may hold personal data.
 */
export function logRequest(request: IncomingMessage, response: ServerResponse, id: string): void {
  if (!logRequests()) return
  const started = process.hrtime.bigint()
  response.once('close', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6
    serverLog.info(
      {
        reqId: id,
        method: request.method,
        route: (request.url ?? '/').split('?')[0],
        status: response.statusCode,
        ms: Math.round(ms * 10) / 10,
        ...(response.writableFinished ? {} : { aborted: true }),
        ...(response.getHeader('x-page-cache') ? { cache: 'HIT' } : {}),
      },
      'request',
    )
  })
}
