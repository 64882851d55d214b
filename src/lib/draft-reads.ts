import 'server-only'

import { draftMode, headers } from 'next/headers'
import type { TypedUser } from 'payload'
import { cache } from 'react'

import { getPayloadClient } from './payload'
import { userEditsContent } from './roles'

/**
 * How the site's pages read the CMS in this request.
 *
 * Visitors (and every prerender, where draft mode is always off): as an
 * anonymous reader, so the collections' access rules decide what is public.
 *
 * Staff previewing (Next's draft mode, switched on only by
 * app/(frontend)/next/preview for a signed-in account): the newest drafts, as
 * that staff member. The draft cookie alone is not enough: without a live
 * staff session (signed out, session expired) the reads stay anonymous.
 *
 * `draftMode()` does not make a prerendered page dynamic; `headers()` would,
 * so it is read only once draft mode is known to be on.
 */
export type ReadAccess =
  { draft: false; overrideAccess: false } | { draft: true; overrideAccess: false; user: TypedUser }

const ANONYMOUS: ReadAccess = { draft: false, overrideAccess: false }

/**
 * Whether this request is in draft mode. Outside a request (command-line
 * scripts, tests, build-time generators) Next has no draft mode to tell and
 * throws: those read as a visitor.
 */
async function inDraftMode(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false
  }
}

/** The content editor (administrator or editor) previewing this request, or null. */
export const previewingStaff = cache(async (): Promise<TypedUser | null> => {
  if (!(await inDraftMode())) return null
  try {
    const payload = await getPayloadClient()
    const { user } = await payload.auth({ headers: await headers() })
    return user && userEditsContent(user) ? user : null
  } catch (error) {
    console.error('[preview] the staff session could not be checked; reading as a visitor.', error)
    return null
  }
})

/** Read options for the Local API: spread into every public `find`/`findGlobal`. */
export const readAccess = cache(async (): Promise<ReadAccess> => {
  const user = await previewingStaff()
  return user ? { draft: true, overrideAccess: false, user } : ANONYMOUS
})
