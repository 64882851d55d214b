import type { Locale } from '@/i18n/routing'
import type { PublicSiteSettings } from '@/lib/data'
import { pictureOf } from '@/lib/data/uploads'
import type { ImageRef } from '@/sections/types'

/** What every block view gets besides its own data. */
export type BlockContext = {
  locale: Locale
  /** Company products (names and addresses), for blocks that point at one. */
  products: PublicSiteSettings['products']
  /** The page's locale-less path, e.g. /what-we-do/erp-solution. */
  path: string
  /** The page's title and description (structured data). */
  title: string
  description: string
  /** Every block of the page (a block may read a sibling, e.g. structured data). */
  blocks: ReadonlyArray<{ blockType: string; anchor?: string | null }>
}

/**
 * A block's picture (an upload of Page images, read at depth 1 in the page's
 * language) as the sections draw it, or null when it is missing.
 */
export function imageOf(ref: unknown): ImageRef | null {
  const picture = pictureOf(ref)
  return picture
    ? { src: picture.url, width: picture.width, height: picture.height, alt: picture.alt }
    : null
}

/** Texts of a list field (`[{ text }]`), empty ones left out. */
export const textsOf = (items?: ReadonlyArray<{ text?: string | null }> | null): string[] =>
  (items ?? []).map((item) => item.text ?? '').filter(Boolean)
