import { collapseWhitespace, ELLIPSIS, firstGraphemes, graphemes } from '@/lib/text'
import { SLUG_PATTERN as SLUG } from '@/lib/slug'

/**
 * The blog's pure rules (docs/PRODUCT.md, Blog list and Blog post), kept free of
 * Payload and React so unit tests pin them down.
 */

export const META_DESCRIPTION_LENGTH = 160

/**
 * The post's search description: its meta_description, else its excerpt,
 * else the first 160 characters of its body's text followed by an ellipsis (no ellipsis when the
 * whole text fits). Whitespace is collapsed: a description is one line.
 */
export function blogMetaDescription(post: {
  metaDescription?: string | null
  excerpt?: string | null
  /** The body's words (plainTextOf the rich text). */
  contentText?: string | null
}): string {
  const meta = collapseWhitespace(post.metaDescription)
  if (meta) return meta
  const excerpt = collapseWhitespace(post.excerpt)
  if (excerpt) return excerpt
  const content = collapseWhitespace(post.contentText)
  if (graphemes(content).length <= META_DESCRIPTION_LENGTH) return content
  return firstGraphemes(content, META_DESCRIPTION_LENGTH) + ELLIPSIS
}

/**
 * What the segment of /blog/{segment} asks for (docs/PRODUCT.md, Blog post): a numeric id (the
 * canonical address), a post's slug (redirected to its id), or nothing that
 * can name a post. Ids written with leading zeros are ids too.
 */
export type PostAddress =
  | { kind: 'id'; id: number; canonical: boolean }
  | { kind: 'slug'; slug: string }
  | { kind: 'invalid' }

export function parsePostAddress(segment: string): PostAddress {
  let value = segment
  try {
    value = decodeURIComponent(segment)
  } catch {
    return { kind: 'invalid' }
  }
  if (/^\d+$/.test(value)) {
    const id = Number(value)
    if (!Number.isSafeInteger(id) || id < 1) return { kind: 'invalid' }
    return { kind: 'id', id, canonical: String(id) === value }
  }
  if (value.length <= 200 && SLUG.test(value)) return { kind: 'slug', slug: value }
  return { kind: 'invalid' }
}
