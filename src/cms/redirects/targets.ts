import type { Payload, PayloadRequest } from 'payload'

import { localizePath, splitLocalePath } from '@/lib/routes'
import { documentPath, type PathDoc } from '@/lib/document-paths'

/** A stored redirect as Payload returns it (the plugin's `from`, `to` and `type`). */
export type RedirectRow = {
  id?: number | string
  from?: string | null
  type?: string | null
  to?: {
    type?: 'reference' | 'custom' | null
    url?: string | null
    reference?: { relationTo: string; value: number | string | PathDoc } | null
  } | null
}

/** Where a redirect sends visitors; a document's address is in the language of `from`. */
export async function redirectTarget(
  row: RedirectRow,
  payload: Payload,
  req?: PayloadRequest,
): Promise<string | null> {
  const to = row.to
  if (!to) return null
  if (to.type === 'custom') return to.url?.trim() || null
  const reference = to.reference
  if (!reference) return null
  const doc =
    typeof reference.value === 'object'
      ? reference.value
      : await payload
          .findByID({
            collection: reference.relationTo as 'services',
            id: reference.value,
            depth: 0,
            disableErrors: true,
            overrideAccess: true,
            ...(req ? { req } : {}),
          })
          .catch(() => null)
  if (!doc) return null
  const path = documentPath(reference.relationTo, doc as PathDoc)
  if (!path) return null
  return localizePath(path, splitLocalePath(row.from ?? '/').locale)
}

/** A target on this site as a path (`https://site/x` → `/x`); other sites stay absolute. */
export function sitePathOf(target: string, siteOrigin: string): string | null {
  if (target.startsWith('/') && !target.startsWith('//')) return target.split(/[?#]/)[0] || '/'
  try {
    const url = new URL(target)
    return url.origin === new URL(siteOrigin).origin ? url.pathname : null
  } catch {
    return null
  }
}
