import { collapseWhitespace, truncate } from '@/lib/text'
import { safeHex } from '@/lib/colour'
import { BRAND_COLOURS } from '@/lib/brand-colours'

/** Pure rules of the success-story page (docs/PRODUCT.md, Success story pages). */

export const STORY_META_LENGTH = 160

/**
 * The story's description for search results, at most 160
 * characters (157 and an ellipsis when longer). The hero description says
 * the most; the listing line or the overview stand in when it is empty.
 */
export function storyMetaDescription(story: {
  heroDescription?: string | null
  description?: string | null
  overviewDescription?: string | null
}): string {
  const text =
    collapseWhitespace(story.heroDescription) ||
    collapseWhitespace(story.description) ||
    collapseWhitespace(story.overviewDescription)
  return truncate(text, STORY_META_LENGTH)
}

function channels(hex: string): [number, number, number] {
  const body = hex.slice(1)
  const full = body.length === 3 ? [...body].map((c) => c + c).join('') : body
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number]
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  )
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio of two hex colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

export const INK = BRAND_COLOURS.ink
export const WHITE = '#FFFFFF'

/** Whether a staff-chosen background needs dark text (ink) rather than white. */
export function isLightBackground(background: string): boolean {
  return contrastRatio(INK, background) > contrastRatio(WHITE, background)
}

/**
 * The colour a figure or label is drawn in on a background: the staff's
 * colour when it keeps the contrast WCAG asks for (3:1 for large figures,
 * 4.5:1 for text), otherwise whichever of white and ink reads better.
 */
export function readableColour(
  preferred: string | null | undefined,
  background: string,
  minimum = 4.5,
): string {
  const colour = safeHex(preferred)
  if (colour && contrastRatio(colour, background) >= minimum) return colour
  return isLightBackground(background) ? INK : WHITE
}
