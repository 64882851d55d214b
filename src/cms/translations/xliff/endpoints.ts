import type { Endpoint, PayloadRequest } from 'payload'

import { siteMessage } from '../../admin-labels/messages'
import { NO_STORE, refuse } from '../../endpoints/refuse'
import { refusal } from '../endpoints'
import { exportXliff, type ExportChoice } from './exchange'
import { FileError, importXliff } from './import'

/** The largest file taken: a whole site's text is well under a megabyte. */
export const XLIFF_MAX_BYTES = 5 * 1024 * 1024

const ID = /^[\w-]{1,64}$/

function exportChoice(query: Record<string, unknown>): ExportChoice | null {
  const collection = typeof query.collection === 'string' ? query.collection : ''
  if (collection && !ID.test(collection)) return null
  if (query.state !== undefined)
    return query.state === 'pending' && query.ids === undefined
      ? { kind: 'pending', collection: collection || undefined }
      : null
  const ids = typeof query.ids === 'string' ? query.ids.split(',').filter(Boolean) : []
  if (!collection || !ids.length || ids.length > 500 || !ids.every((id) => ID.test(id))) return null
  return { kind: 'documents', collection, ids }
}

/**
 * `GET /api/translations/export?collection=services&ids=1,2` (or
 * `?state=pending`, optionally with `collection`): one XLIFF 2.0 file, English
 * source and Arabic target, as a download.
 */
export const xliffExportEndpoint: Endpoint = {
  path: '/translations/export',
  method: 'get',
  handler: async (req) => {
    const refused = refusal(req)
    if (refused) return refused
    const choice = exportChoice((req.query ?? {}) as Record<string, unknown>)
    if (!choice) return refuse(400, siteMessage(req, 'xliffExportChoice'))
    const xml = await exportXliff(req.payload, choice)
    const day = new Date().toISOString().slice(0, 10)
    const name = choice.kind === 'pending' ? 'pending' : choice.collection
    return new Response(xml, {
      headers: {
        ...NO_STORE,
        'Content-Type': 'application/xliff+xml; charset=utf-8',
        'Content-Disposition': `attachment; filename="translations-${name}-${day}.xlf"`,
        'X-Content-Type-Options': 'nosniff',
      },
    })
  },
}

/** The body as text, or null past the limit (read in chunks: a declared length can lie). */
async function boundedText(req: PayloadRequest): Promise<string | null> {
  const declared = Number(req.headers.get('content-length') ?? 0)
  if (declared > XLIFF_MAX_BYTES) return null
  const body = req.body as ReadableStream<Uint8Array> | null | undefined
  if (!body) return ''
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > XLIFF_MAX_BYTES) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

const FILE_MESSAGES = {
  notXml: 'xliffNotXml',
  notXliff2: 'xliffNotXliff2',
  languagePair: 'xliffLanguagePair',
  doctype: 'xliffDoctype',
} as const

/**
 * `POST /api/translations/import` with an XLIFF 2.0 file as the body
 * (`application/xliff+xml`): the Arabic is written as drafts and the answer
 * is the per-unit report (applied, skipped or refused, with the reason);
 * 400 for a file that is not English→Arabic XLIFF 2.0, 413 past 5 MB.
 */
export const xliffImportEndpoint: Endpoint = {
  path: '/translations/import',
  method: 'post',
  handler: async (req) => {
    const refused = refusal(req)
    if (refused) return refused
    const xml = await boundedText(req)
    if (xml === null)
      return refuse(413, siteMessage(req, 'xliffTooLarge', { max: XLIFF_MAX_BYTES / 1024 / 1024 }))
    if (!xml.trim()) return refuse(400, siteMessage(req, 'xliffEmpty'))
    try {
      const report = await importXliff(req.payload, xml, req.user!)
      req.payload.logger.info(
        {
          applied: report.applied,
          skipped: report.skipped,
          refused: report.refused,
          by: req.user!.id,
        },
        'XLIFF imported as Arabic drafts',
      )
      return Response.json(report, { headers: NO_STORE })
    } catch (error) {
      if (!(error instanceof FileError)) throw error
      return refuse(400, siteMessage(req, FILE_MESSAGES[error.reason], { detail: error.message }))
    }
  },
}
