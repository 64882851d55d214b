import type { Locale } from '@/i18n/routing'
import type { PublicSiteSettings } from '@/lib/data'
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

type StoredImage = { src: string; width: number; height: number; alt?: string | null }

export const imageOf = (image: StoredImage): ImageRef => ({
  src: image.src,
  width: image.width,
  height: image.height,
  alt: image.alt ?? '',
})

/** Texts of a list field (`[{ text }]`), empty ones left out. */
export const textsOf = (items?: ReadonlyArray<{ text?: string | null }> | null): string[] =>
  (items ?? []).map((item) => item.text ?? '').filter(Boolean)
