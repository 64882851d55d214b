import {
  ValidationError,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
  type RichTextFieldValidation,
} from 'payload'
import { richText } from 'payload/shared'

import { inlineImageIds, isRichText, type LexicalNode } from '@/lib/rich-text'
import { isSafeUrl } from '@/lib/safe-url'
import { siteMessage } from '../admin-labels/messages'
import { sideRequest } from '../side-request'

type Alt = Record<string, string | null | undefined> | string | null | undefined

/** The alt text an image shows in a language: its own, else the English one (the site's fallback rule). */
export function altIn(alt: Alt, locale: string): string {
  if (!alt) return ''
  if (typeof alt === 'string') return alt.trim()
  return (alt[locale] ?? '').trim() || (alt.en ?? '').trim()
}

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
  if (isRichText(value) && hasUnsafeLink(value.root.children))
    return siteMessage(req, 'bodyLinkUnsafe')
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
  if (docs.length < ids.length) return siteMessage(req, 'bodyImageMissing')
  const locale = typeof req.locale === 'string' && req.locale !== 'all' ? req.locale : 'en'
  const undescribed = docs.some((doc) => !altIn(doc.alt as Alt, locale))
  return undescribed ? siteMessage(req, 'bodyImageWithoutAlt') : true
}

/** How deep blocks may nest (lists in lists, links in quotes) and how many nodes a body may hold. */
const MAX_DEPTH = 40
const MAX_NODES = 50_000

/**
 * Whether a body is the JSON the editor saves: a root with a list of nodes,
 * each an object with a type and, if it has children, a list of them; within
 * depth and size limits. Checked without recursion, so no body can exhaust
 * the stack.
 */
export function isWellFormedBody(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (!isRichText(value)) return false
  const stack: Array<{ node: unknown; depth: number }> = value.root.children.map((node) => ({
    node,
    depth: 1,
  }))
  let count = 0
  while (stack.length) {
    const { node, depth } = stack.pop()!
    count += 1
    if (count > MAX_NODES || depth > MAX_DEPTH) return false
    if (!node || typeof node !== 'object' || Array.isArray(node)) return false
    const { type, children } = node as { type?: unknown; children?: unknown }
    if (typeof type !== 'string' || !type) return false
    if (children === undefined) continue
    if (!Array.isArray(children)) return false
    for (const child of children) stack.push({ node: child, depth: depth + 1 })
  }
  return true
}

/**
 * Refuses a body that is not the editor's JSON before any hook walks it: the
 * editor's own hooks assume that shape and would fail with a server error.
 */
export const refuseMalformedBody: CollectionBeforeOperationHook = ({
  args,
  operation,
  req,
  collection,
}) => {
  if (operation !== 'create' && operation !== 'update') return args
  const data = (args as { data?: Record<string, unknown> }).data
  if (!data || !('content' in data)) return args
  const content = data.content
  // With locale=all the body arrives as one value per language.
  const values =
    content && typeof content === 'object' && !('root' in content) && !Array.isArray(content)
      ? Object.values(content as Record<string, unknown>)
      : [content]
  if (values.every(isWellFormedBody)) return args
  throw new ValidationError(
    {
      collection: collection.slug,
      errors: [{ path: 'content', message: siteMessage(req, 'bodyNotRichText') }],
      req,
    },
    req.t,
  )
}
