import type { Endpoint, PayloadRequest } from 'payload'

import { userEditsContent } from '../access'
import { siteMessage } from '../admin-labels/messages'
import { NO_STORE, refuse } from '../endpoints/refuse'
import { confirmFields } from './state'
import {
  entityOf,
  readRow,
  readStatuses,
  replaceState,
  statusOf,
  storedFields,
  type StateFilter,
} from './store'

/** Editors and administrators only: sales staff and visitors are refused in their language. */
export function refusal(req: PayloadRequest): Response | null {
  if (!req.user) return refuse(401, siteMessage(req, 'signInForTranslations'))
  if (!userEditsContent(req.user)) return refuse(403, siteMessage(req, 'translationsForEditors'))
  return null
}

const STATES_ASKED = ['pending', 'missing', 'outdated'] as const

const text = (value: unknown) => (typeof value === 'string' && value.length <= 200 ? value : '')

/**
 * `GET /api/translation-status`: every document whose Arabic is missing or
 * out of date, as `[{ collection, id, global, title, missing, outdated }]`
 * (field paths). `state=missing|outdated` narrows it; `collection` (and `id`)
 * pick documents, complete ones included. Read from the rows the save hooks
 * keep, never by walking the documents.
 */
export const statusEndpoint: Endpoint = {
  path: '/translation-status',
  method: 'get',
  handler: async (req) => {
    const refused = refusal(req)
    if (refused) return refused
    const query = (req.query ?? {}) as Record<string, unknown>
    const state = query.state === undefined ? 'pending' : text(query.state)
    const collection = text(query.collection)
    const id = text(query.id)
    if (!(STATES_ASKED as readonly string[]).includes(state))
      return refuse(400, siteMessage(req, 'translationStateQuery'))
    // A document or collection asked for by name is answered complete ones included.
    const asked = collection && query.state === undefined ? 'all' : (state as StateFilter)
    const statuses = await readStatuses(req.payload, {
      state: asked,
      collection: collection || undefined,
      id: id || undefined,
    })
    return Response.json(statuses, { headers: NO_STORE })
  },
}

type ConfirmBody = { collection?: unknown; id?: unknown; paths?: unknown; global?: unknown }

/**
 * `POST /api/translation-status/confirm` with `{ collection, id, paths }`:
 * an editor says the Arabic of these out-of-date fields is still right for
 * today's English, without retyping it. Answers the document's new status.
 */
export const confirmEndpoint: Endpoint = {
  path: '/translation-status/confirm',
  method: 'post',
  handler: async (req) => {
    const refused = refusal(req)
    if (refused) return refused
    let body: ConfirmBody
    try {
      body = (await req.json?.()) as ConfirmBody
    } catch {
      return refuse(400, siteMessage(req, 'translationConfirmBody'))
    }
    const collection = text(body?.collection)
    const id = typeof body?.id === 'number' ? String(body.id) : text(body?.id)
    const paths = Array.isArray(body?.paths) ? body.paths.filter((p) => typeof p === 'string') : []
    if (!collection || !id || !paths.length || paths.length > 500)
      return refuse(400, siteMessage(req, 'translationConfirmBody'))
    const global = body.global === true || collection === id
    const entity = entityOf(req.payload.config, collection, global)
    const target = { collection, id, global }
    const row = entity ? await readRow(req.payload, target) : null
    if (!row) return refuse(404, siteMessage(req, 'translationNotFound'))
    const current = statusOf(row)
    const confirmed = confirmFields(
      { fields: storedFields(row), missing: current.missing, outdated: current.outdated },
      paths as string[],
    )
    const saved = await replaceState(req.payload, target, confirmed, row)
    req.payload.logger.info(
      { collection, id, paths, by: req.user!.id },
      'Arabic confirmed as current',
    )
    return Response.json(statusOf(saved as never), { headers: NO_STORE })
  },
}
