import type { Endpoint } from 'payload'

import { readPageHead } from '@/lib/page-head'
import { userEditsContent } from '../access'

/** A page's address on this site, with its language: lowercase letters, digits, dashes and slashes. */
const SITE_PATH = /^\/(?:[a-z0-9-]+\/?)*$/
const MOST_HTML = 512 * 1024

/** The start of a page's HTML, at most `limit` bytes: the head comes first. */
async function headOf(response: Response, limit: number): Promise<string> {
  const reader = response.body?.getReader()
  if (!reader) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  while (size < limit) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    size += value.byteLength
    if (new TextDecoder().decode(value).includes('</head>')) break
  }
  await reader.cancel().catch(() => undefined)
  return new TextDecoder().decode(Buffer.concat(chunks))
}

/**
 * GET /api/search-preview?path=/ar/what-we-do/web-development: the title,
 * description and share image the published page really sends (its head,
 * fallbacks included), for the admin's search preview
 * (cms/components/SearchPreview.tsx). Content staff only; only this site's
 * own pages are read, through the address its servers use for themselves.
 */
export const searchPreviewEndpoint: Endpoint = {
  path: '/search-preview',
  method: 'get',
  handler: async (req) => {
    const noStore = { 'Cache-Control': 'no-store' }
    if (!userEditsContent(req.user))
      return Response.json({ message: req.t('error:notAllowedToPerformAction') }, { status: 403 })
    const path = String(req.searchParams.get('path') ?? '')
    if (path.length > 300 || !SITE_PATH.test(path))
      return Response.json({ message: req.t('error:unspecific') }, { status: 400 })
    const { internalServerUrl } = await import('@/lib/env')
    try {
      const response = await fetch(`${internalServerUrl()}${path}`, {
        redirect: 'manual',
        cache: 'no-store',
        headers: { accept: 'text/html' },
        signal: AbortSignal.timeout(5_000),
      })
      if (response.status !== 200) {
        await response.body?.cancel().catch(() => undefined)
        return Response.json({ live: false, status: response.status }, { headers: noStore })
      }
      const head = readPageHead(await headOf(response, MOST_HTML))
      return Response.json({ live: true, ...head }, { headers: noStore })
    } catch {
      return Response.json({ live: false, status: 0 }, { headers: noStore })
    }
  },
}
