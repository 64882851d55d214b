import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'

import { redirectTo } from '@/lib/preview-answers'
import { safeSitePath } from '@/lib/preview-path'

/**
 * Leaves the preview: clears Next's draft-mode cookie, so this browser gets the
 * published, prerendered pages again, and returns to the page given in `path`
 * (a page of this site only) or the home page.
 */
export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest): Promise<Response> {
  ;(await draftMode()).disable()
  return redirectTo(safeSitePath(request.nextUrl.searchParams.get('path')) ?? '/')
}
