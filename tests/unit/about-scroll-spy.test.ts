import { describe, expect, it } from 'vitest'

import {
  activeSection,
  CLICK_LOCK_MS,
  createClickLock,
  PANEL_HEIGHT,
  qualifies,
  TOP_TOLERANCE,
  visibleShare,
} from '@/sections/about/scroll-spy'

/** Boxes of stacked sections of the given heights with the panel scrolled by `scrollTop`. */
const stack = (heights: number[], scrollTop: number) => {
  let offset = 0
  return heights.map((height) => {
    const box = { top: offset - scrollTop, height }
    offset += height
    return box
  })
}

describe('about panel scroll-spy', () => {
  it('uses the spec constants', () => {
    expect(PANEL_HEIGHT).toBe(600)
    expect(CLICK_LOCK_MS).toBe(1000)
    expect(TOP_TOLERANCE).toBe(50)
  })

  it('measures the visible share of a section', () => {
    expect(visibleShare({ top: 0, height: 300 }, 600)).toBe(1)
    expect(visibleShare({ top: -150, height: 300 }, 600)).toBe(0.5)
    expect(visibleShare({ top: 450, height: 300 }, 600)).toBe(0.5)
    expect(visibleShare({ top: 700, height: 300 }, 600)).toBe(0)
    expect(visibleShare({ top: -200, height: 1000 }, 600)).toBe(0.6)
  })

  it('counts a section more than half visible, but not exactly half', () => {
    expect(qualifies({ top: -149, height: 300 }, 600)).toBe(true)
    expect(qualifies({ top: -150, height: 300 }, 600)).toBe(false)
    expect(qualifies({ top: 449, height: 300 }, 600)).toBe(true)
  })

  it('counts a section whose top is within 50 px of the panel top, even if mostly hidden', () => {
    // 1,400 px tall: only 600 / 1,400 visible, but its top sits near the panel's top.
    expect(qualifies({ top: 50, height: 1400 }, 600)).toBe(true)
    expect(qualifies({ top: -50, height: 1400 }, 600)).toBe(true)
    expect(qualifies({ top: 51, height: 1400 }, 600)).toBe(false)
    expect(qualifies({ top: -51, height: 1400 }, 600)).toBe(false)
  })

  it('highlights the first section at the top of the panel', () => {
    expect(activeSection(stack([500, 500, 500, 500], 0), 600, 3)).toBe(0)
  })

  it('moves the highlight as the panel scrolls', () => {
    const heights = [500, 500, 500, 500]
    // 260 px down: section 0 shows 240/500 (48 %), section 1 shows 340/500 → 1.
    expect(activeSection(stack(heights, 260), 600, 0)).toBe(1)
    // 240 px down: section 0 still shows 260/500 (52 %) → stays 0.
    expect(activeSection(stack(heights, 240), 600, 1)).toBe(0)
    // 1,020 px down: section 2's top is 20 px above the panel top → 2.
    expect(activeSection(stack(heights, 1020), 600, 0)).toBe(2)
  })

  it('keeps the current highlight when no section qualifies', () => {
    // One very tall section scrolled to its middle: neither rule holds.
    expect(activeSection(stack([3000, 400], 1000), 600, 0)).toBe(0)
    expect(activeSection(stack([3000, 400], 1000), 600, 1)).toBe(1)
  })

  it('at the end of the panel the last qualifying section wins', () => {
    const heights = [500, 500, 400, 300]
    const scrollTop = 500 + 500 + 400 + 300 - 600 // fully scrolled
    expect(activeSection(stack(heights, scrollTop), 600, 0)).toBe(2)
    expect(activeSection(stack(heights, scrollTop), 600, 0, true)).toBe(3)
  })

  it('suppresses scroll tracking for 1,000 ms after a click', () => {
    const lock = createClickLock()
    expect(lock.isLocked(0)).toBe(false)
    lock.lock(10_000)
    expect(lock.isLocked(10_000)).toBe(true)
    expect(lock.isLocked(10_999)).toBe(true)
    expect(lock.isLocked(11_000)).toBe(false)
    // A second click restarts the window.
    lock.lock(10_500)
    expect(lock.isLocked(11_200)).toBe(true)
    expect(lock.isLocked(11_500)).toBe(false)
  })
})
