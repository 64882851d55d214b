import type { Endpoint, PayloadRequest } from 'payload'

import { userIsAdmin } from '../access'
import { siteMessage } from '../admin-labels/messages'
import { recordAudit } from '../audit/record'
import { adminLanguage } from '../collections/enquiry-statuses'
import { toCsv } from '../endpoints/export-enquiries'
import { NO_STORE, refuse } from '../endpoints/refuse'
import { erasePerson } from './erase'
import { maskedPerson, personOf, personsData, type Person } from './match'

/** Administrators only: 401 signed out, 403 for other staff. */
function refusal(req: PayloadRequest): Response | null {
  if (!req.user) return refuse(401, siteMessage(req, 'dataRequestsForAdmins'))
  if (!userIsAdmin(req.user)) return refuse(403, siteMessage(req, 'dataRequestsForAdmins'))
  return null
}

/** The person the query names (`?person=`), asked for by an administrator; else the refusal. */
function askedPerson(req: PayloadRequest): Person | Response {
  const refused = refusal(req)
  if (refused) return refused
  const person = personOf((req.query as { person?: unknown } | undefined)?.person)
  return person ?? refuse(400, siteMessage(req, 'dataRequestPerson'))
}

/** An enquiry as the person's copy of it: the assignee by name, none of the server's own keys. */
function personsCopy(row: Record<string, unknown>) {
  const { delivery_key: _key, assignee, form, ...rest } = row
  const user = assignee && typeof assignee === 'object' ? (assignee as { name?: string }) : null
  const built =
    form && typeof form === 'object' ? (form as { id?: unknown; title?: unknown }) : null
  return {
    ...rest,
    form: built ? { id: built.id, title: built.title } : (form ?? null),
    assignee: user?.name ?? null,
  }
}

/**
 * `GET /api/data-requests?person=<e-mail or mobile>`: every enquiry and form
 * submission one person sent, with their files and the copies still queued,
 * for administrators (the person's right of access and of erasure).
 */
export const findDataEndpoint: Endpoint = {
  path: '/data-requests',
  method: 'get',
  handler: async (req) => {
    const person = askedPerson(req)
    if (person instanceof Response) return person
    const { rows, files, copies } = await personsData(req.payload, person)
    return Response.json(
      {
        enquiries: rows.map(personsCopy),
        files: files.map((file) => ({
          id: file.id,
          name: file.original_name ?? file.filename,
          submission_token: file.submission_token,
        })),
        queuedCopies: copies.length,
      },
      { headers: NO_STORE },
    )
  },
}

/**
 * `GET /api/data-requests/export?person=…&format=json|csv`: the same as a
 * file to send the person, in the admin's language for CSV. Recorded in the
 * audit log with the number of enquiries, the person named only in part.
 */
export const exportDataEndpoint: Endpoint = {
  path: '/data-requests/export',
  method: 'get',
  handler: async (req) => {
    const person = askedPerson(req)
    if (person instanceof Response) return person
    const format = (req.query as { format?: unknown } | undefined)?.format ?? 'json'
    if (format !== 'json' && format !== 'csv')
      return refuse(400, siteMessage(req, 'dataRequestFormat'))
    const { rows, files } = await personsData(req.payload, person)
    await recordAudit(
      req,
      {
        action: 'data-export',
        entity: 'contact-submissions',
        documentTitle: maskedPerson(person),
        details: `${rows.length} enquiries, ${format}`,
      },
      { inTransaction: false },
    )
    const name = `data-request-${new Date().toISOString().slice(0, 10)}.${format}`
    const headers = {
      ...NO_STORE,
      'Content-Disposition': `attachment; filename="${name}"`,
    }
    if (format === 'csv')
      return new Response(toCsv(rows, adminLanguage(req.i18n?.language)), {
        headers: { ...headers, 'Content-Type': 'text/csv; charset=utf-8' },
      })
    const body = {
      exportedAt: new Date().toISOString(),
      enquiries: rows.map(personsCopy),
      files: files.map((file) => ({
        name: file.original_name ?? file.filename,
        submission_token: file.submission_token,
      })),
    }
    return new Response(JSON.stringify(body, null, 2), {
      headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' },
    })
  },
}

/**
 * `POST /api/data-requests/erase` with `{ "person": "…", "expected": <n> }`:
 * erases the person's enquiries, their files and queued copies (erase.ts).
 * `expected` is how many enquiries the administrator saw: when more have
 * arrived since, nothing is erased (409) and they look again.
 */
export const eraseDataEndpoint: Endpoint = {
  path: '/data-requests/erase',
  method: 'post',
  handler: async (req) => {
    const refused = refusal(req)
    if (refused) return refused
    let body: { person?: unknown; expected?: unknown } | null
    try {
      body = (await req.json?.()) as typeof body
    } catch {
      body = null
    }
    const expected = body?.expected
    if (!body || typeof expected !== 'number' || !Number.isInteger(expected) || expected < 0)
      return refuse(400, siteMessage(req, 'dataRequestBody'))
    const person = personOf(body.person)
    if (!person) return refuse(400, siteMessage(req, 'dataRequestPerson'))
    const erased = await erasePerson(req, person, expected)
    if ('changed' in erased)
      return refuse(
        409,
        siteMessage(req, 'dataRequestChanged', { found: erased.changed, expected }),
      )
    req.payload.logger.info({ by: req.user!.id, ...erased }, "a person's data erased")
    return Response.json({ erased }, { headers: NO_STORE })
  },
}

export const DATA_REQUEST_ENDPOINTS = [findDataEndpoint, exportDataEndpoint, eraseDataEndpoint]
