import type { Endpoint } from 'payload'

import {
  INTERNAL_REQUEST_HEADER,
  isInternalRequestToken,
  SITE_START_PATH,
} from '@/lib/internal-request'
import { startRunnerOnce } from '../jobs/delivery-runner'
import { readMetricsFrom } from '../metrics-reads'
import { NOT_FOUND, refusalAnswer } from '../rest-guard'

/**
 * POST /api/site-start: the production server's first request to itself
 * (server/warm-start.ts). Reaching it initialises Payload in the module graph
 * that answers every request, and it starts the job runner there, so a copy
 * queued before a restart is sent without waiting for a visitor. Payload's
 * onInit starts the runner too, but not when a first init failed and a later
 * one succeeded (its getPayload cache), hence the explicit start here.
 *
 * Payload must not be initialised anywhere else in the server process (Next's
 * instrumentation hook included): that would be a second copy of Payload's
 * code, and the instance it cached would answer every request with classes
 * the routes do not recognise (a validation error read as an unknown one).
 *
 * Anyone without the site's internal token gets a plain 404.
 */
export const siteStartEndpoint: Endpoint = {
  path: SITE_START_PATH.replace(/^\/api/, ''),
  method: 'post',
  handler: async (req) => {
    // The same 404 as any other address that is not there, in the request's language.
    if (!isInternalRequestToken(req.headers.get(INTERNAL_REQUEST_HEADER)))
      return refusalAnswer(NOT_FOUND, req.i18n?.language === 'ar' ? 'ar' : 'en')
    readMetricsFrom(req.payload)
    startRunnerOnce(req.payload)
    return Response.json({ started: true }, { headers: { 'Cache-Control': 'no-store' } })
  },
}
