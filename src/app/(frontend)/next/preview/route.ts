import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'

import { userEditsContent } from '@/cms/access'
import { getPayloadClient } from '@/lib/payload'
import { redirectTo, refuse, REFUSALS } from '@/lib/preview-answers'
import { safeSitePath } from '@/lib/preview-path'

/**
 * The admin's live preview opens `/next/preview?path=/ar/about`: for a
 * signed-in staff member this switches Next's draft mode on (its cookie makes
 * the site render that browser's pages on demand, reading drafts) and goes to
 * the page. Anyone else gets a refusal and no cookie, so visitors never see a
 * draft. It lives under /next, which the language proxy (src/proxy.ts) and
 * Payload's /api routes leave alone.
 */
export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest): Promise<Response> {
  const path = safeSitePath(request.nextUrl.searchParams.get('path'))
  if (!path) return refuse(REFUSALS.badPath)
  if (!(await isStaff(request))) return refuse(REFUSALS.signedOut)
  ;(await draftMode()).enable()
  return redirectTo(path)
}

/**
 * A live session of someone who edits content (administrator or editor) in
 * this request's cookies; a forged or expired token is none, and sales staff
 * do not read unpublished content.
 */
async function isStaff(request: NextRequest): Promise<boolean> {
  try {
    const payload = await getPayloadClient()
    const { user } = await payload.auth({ headers: request.headers })
    return userEditsContent(user)
  } catch (error) {
    console.error('[preview] the staff session could not be checked; preview refused.', error)
    return false
  }
}
