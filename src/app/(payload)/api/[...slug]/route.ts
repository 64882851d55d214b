/* Payload REST API (Payload 3 blank template). GraphQL is disabled in the config. */
import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { guardRest } from '@/cms/rest-guard'

// Bad input (ids, query parameters, bodies, missing files) gets a 4xx before Payload sees it.
export const GET = guardRest(REST_GET(config), config)
export const POST = guardRest(REST_POST(config), config)
export const DELETE = guardRest(REST_DELETE(config), config)
export const PATCH = guardRest(REST_PATCH(config), config)
export const PUT = guardRest(REST_PUT(config), config)
export const OPTIONS = REST_OPTIONS(config)
