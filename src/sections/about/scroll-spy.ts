/**
 * The About page's "who we are" panel (docs/PRODUCT.md, About page): a 600 px
 * scrolling panel whose side list follows the section being read. Pure logic,
 * kept apart from the component so the rule itself is unit-tested.
 */

/** Panel height, click-scroll lock, visibility threshold, top tolerance. */
export const PANEL_HEIGHT = 600
export const CLICK_LOCK_MS = 1000
export const VISIBLE_THRESHOLD = 0.5
export const TOP_TOLERANCE = 50

/** A section's box relative to the panel's visible area: `top` 0 is the panel's top edge. */
export type SectionBox = { top: number; height: number }

/** The share (0–1) of a section that lies inside a viewport `viewportHeight` tall. */
export function visibleShare({ top, height }: SectionBox, viewportHeight: number): number {
  if (height <= 0) return 0
  const seen = Math.min(top + height, viewportHeight) - Math.max(top, 0)
  return Math.max(0, seen) / height
}

/** Spec: a section counts when more than half of it is visible or its top is within 50 px of the panel's top. */
export function qualifies(box: SectionBox, viewportHeight: number): boolean {
  return visibleShare(box, viewportHeight) > VISIBLE_THRESHOLD || Math.abs(box.top) <= TOP_TOLERANCE
}

/**
 * The section to highlight: the first (topmost) section that qualifies. When
 * the panel is scrolled to its end, the last qualifying section wins instead,
 * so a short final section can be highlighted by scrolling too. When none
 * qualifies (a very tall section fills the panel), the highlight stays put.
 */
export function activeSection(
  boxes: SectionBox[],
  viewportHeight: number,
  current: number,
  atEnd = false,
): number {
  const hits = boxes.flatMap((box, index) => (qualifies(box, viewportHeight) ? [index] : []))
  if (hits.length === 0) return current
  return atEnd ? hits[hits.length - 1] : hits[0]
}

/**
 * After a click the panel scrolls smoothly to the chosen section; scroll
 * tracking is suppressed for 1,000 ms so the sections passed on the way do not
 * steal the highlight.
 */
export function createClickLock(durationMs = CLICK_LOCK_MS) {
  let until = -Infinity
  return {
    lock(now: number) {
      until = now + durationMs
    },
    isLocked(now: number) {
      return now < until
    },
  }
}
