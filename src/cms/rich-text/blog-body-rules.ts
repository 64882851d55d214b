import type { PayloadRequest, RichTextFieldValidation } from 'payload'
import { richText } from 'payload/shared'

import { inlineImageIds, isRichText, type LexicalNode } from '@/lib/rich-text'
import { isSafeUrl } from '@/lib/safe-url'
import { adminMessage } from '../admin-labels'
import { sideRequest } from '../side-request'

type Alt = Record<string, string | null | undefined> | string | null | undefined

/** The alt text an image shows in a language: its own, else the English one (the site's fallback rule). */
export function altIn(alt: Alt, locale: string): string {
  if (!alt) return ''
  if (typeof alt === 'string') return alt.trim()
  return (alt[locale] ?? '').trim() || (alt.en ?? '').trim()
}

export const UNSAFE_LINK =
  'Links may go to https:// or http:// addresses, a path on this site (/contact), mailto: or tel:.'
const NO_ALT =
  'Every image in the body needs alt text: describe it in Blog images (in English at least).'
const MISSING = 'An image in the body no longer exists in Blog images: remove it or choose another.'

/** Whether a link in the body points somewhere a visitor should not be sent. */
function hasUnsafeLink(nodes: LexicalNode[]): boolean {
  return nodes.some((node) => {
    if (node.type === 'link' || node.type === 'autolink') {
      const fields = (node.fields ?? {}) as { url?: unknown; linkType?: unknown }
      if (fields.linkType !== 'internal' && !isSafeUrl(fields.url as string)) return true
    }
    return Array.isArray(node.children) && hasUnsafeLink(node.children)
  })
}

/**
 * A body's rules: links only to safe addresses (said plainly, before the
 * editor's own generic "link node failed to validate"), the editor's checks,
 * then every image must describe itself to visitors who cannot see it, in the
 * body's language or in English, which Arabic falls back to.
 */
export const validateBlogBody: RichTextFieldValidation = async (value, options) => {
  const req = options.req as PayloadRequest | undefined
  if (isRichText(value) && hasUnsafeLink(value.root.children)) return adminMessage(req, UNSAFE_LINK)
  const editorResult = await richText(value, options)
  if (editorResult !== true) return editorResult
  const ids = [...new Set(inlineImageIds(value))]
  if (!ids.length || !req?.payload) return true
  const { docs } = await req.payload.find({
    collection: 'blog-images',
    where: { id: { in: ids } },
    locale: 'all',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { alt: true },
    req: sideRequest(req),
  })
  if (docs.length < ids.length) return adminMessage(req, MISSING)
  const locale = typeof req.locale === 'string' && req.locale !== 'all' ? req.locale : 'en'
  const undescribed = docs.some((doc) => !altIn(doc.alt as Alt, locale))
  return undescribed ? adminMessage(req, NO_ALT) : true
}
