import type { IncomingMessage, ServerResponse } from 'node:http'

import { PAGE_VIEW_BODY_LIMIT, PAGE_VIEW_PATH } from '../lib/analytics/fields'
import { kuwaitDay, notCounted, readPageView, visitorHash } from '../lib/analytics/page-view'
import { countView } from '../lib/analytics/tally'
import { analyticsEnabled } from '../lib/env'
import { siteMetrics } from '../lib/metrics'
import { refuse } from './api-guard'
import { CLIENT_ADDRESS_HEADER } from './client-address'

/**
 * Counts the page views the visit script posts (src/lib/attribution/visit-script.ts),
 * here in the production server before Next: a view costs a hash and a few
 * map updates, never a database write in the request (the CMS writes the
 * tally out every few seconds: src/lib/analytics/flusher.ts). Every answer is
 * 204 with no body and no cookie, whether the view was counted or not; only
 * a request that is not a view at all (wrong method, too large, unreadable,
 * or posted from another site) gets a 4xx with a sentence in its language.
 */
export const isPageViewRequest = (path: string) => path === PAGE_VIEW_PATH

function sameSite(request: IncomingMessage): boolean {
  const fetchSite = request.headers['sec-fetch-site']
  if (fetchSite && fetchSite !== 'same-origin') return false
  const origin = request.headers.origin
  if (!origin || origin === 'null') return !origin
  try {
    return new URL(origin).host === request.headers.host
  } catch {
    return false
  }
}

function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > PAGE_VIEW_BODY_LIMIT) {
        resolve(null)
        request.removeAllListeners('data')
        request.resume()
        return
      }
      chunks.push(chunk)
    })
    request.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.once('error', reject)
  })
}

const counted = (response: ServerResponse) => {
  response.writeHead(204, { 'Cache-Control': 'no-store' })
  response.end()
}

export async function answerPageView(
  request: IncomingMessage,
  response: ServerResponse,
  secret = process.env.PAYLOAD_SECRET ?? '',
): Promise<void> {
  if (request.method !== 'POST') {
    response.setHeader('Allow', 'POST')
    return refuse(request, response, 405, 'pageViewMethod')
  }
  if (Number(request.headers['content-length'] ?? 0) > PAGE_VIEW_BODY_LIMIT) {
    response.setHeader('Connection', 'close')
    return refuse(request, response, 413, 'pageViewTooLarge')
  }
  if (!sameSite(request)) return refuse(request, response, 403, 'pageViewCrossSite')
  const body = await readBody(request)
  if (body === null) return refuse(request, response, 413, 'pageViewTooLarge')
  const view = readPageView(body)
  if (!view) return refuse(request, response, 400, 'pageViewMalformed')
  const skipped = analyticsEnabled() ? notCounted(request.headers) : 'off'
  if (skipped) {
    siteMetrics().pageViews.inc({ result: skipped })
    return counted(response)
  }
  const day = kuwaitDay()
  const address = String(request.headers[CLIENT_ADDRESS_HEADER] ?? request.socket.remoteAddress)
  const visitor = visitorHash(secret, day, address, String(request.headers['user-agent']))
  siteMetrics().pageViews.inc({ result: countView(view, day, visitor) ? 'counted' : 'capped' })
  counted(response)
}
