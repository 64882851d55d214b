import { describe, expect, it } from 'vitest'

import {
  advance,
  AUTOPLAY_MS,
  clockRuns,
  FADE_AUTO_MS,
  FADE_MANUAL_MS,
  initialSliderState,
  isPlaying,
  PROGRESS_STEP,
  PROGRESS_TICK_MS,
  sliderReducer,
  TESTIMONIAL_ROTATE_MS,
  ticksUntilNext,
  fill,
  wrapIndex,
  type SliderState,
} from '@/sections/home/slider'

/** The hero slider's state (docs/PRODUCT.md, Home page). */

const run = (state: SliderState, count: number, ticks: number) => {
  let next = state
  for (let i = 0; i < ticks; i++) next = advance(next, count)
  return next
}

describe('hero slider state', () => {
  it('uses the spec timings: 8 s autoplay, +1.25 every 100 ms, fades 500/300 ms, testimonials 4 s', () => {
    expect(AUTOPLAY_MS).toBe(8000)
    expect(PROGRESS_TICK_MS).toBe(100)
    expect(PROGRESS_STEP).toBe(1.25)
    expect(FADE_AUTO_MS).toBe(500)
    expect(FADE_MANUAL_MS).toBe(300)
    expect(TESTIMONIAL_ROTATE_MS).toBe(4000)
    // 100 / 1.25 = 80 ticks of 100 ms = the 8 s autoplay.
    expect(ticksUntilNext(0) * PROGRESS_TICK_MS).toBe(AUTOPLAY_MS)
  })

  it('wraps the index both ways', () => {
    expect(wrapIndex(3, 3)).toBe(0)
    expect(wrapIndex(-1, 3)).toBe(2)
    expect(wrapIndex(-4, 3)).toBe(2)
    expect(wrapIndex(7, 3)).toBe(1)
    expect(wrapIndex(5, 0)).toBe(0)
    const reduce = sliderReducer(3)
    const start = initialSliderState()
    expect(reduce(start, { type: 'previous' }).index).toBe(2)
    expect(
      reduce(reduce(reduce(start, { type: 'next' }), { type: 'next' }), { type: 'next' }).index,
    ).toBe(0)
    expect(reduce(start, { type: 'goTo', index: 4 }).index).toBe(1)
  })

  it('adds 1.25 per tick and moves on after exactly 80 ticks with the 500 ms fade', () => {
    const start = initialSliderState()
    expect(advance(start, 3).progress).toBe(1.25)
    expect(run(start, 3, 40).progress).toBe(50)
    const before = run(start, 3, 79)
    expect(before).toMatchObject({ index: 0, progress: 98.75 })
    expect(advance(before, 3)).toMatchObject({ index: 1, progress: 0, fadeMs: FADE_AUTO_MS })
    // The last slide wraps to the first on its own too.
    expect(run({ ...start, index: 2 }, 3, 80).index).toBe(0)
  })

  it('pausing stops the clock; playing again resumes from the same progress', () => {
    const reduce = sliderReducer(3)
    const halfway = run(initialSliderState(), 3, 40)
    const paused = reduce(halfway, { type: 'setPlaying', playing: false })
    expect(isPlaying(paused, false)).toBe(false)
    expect(clockRuns(paused, 3, true, false)).toBe(false)
    expect(reduce(paused, { type: 'tick' })).toBe(paused)
    const resumed = reduce(paused, { type: 'setPlaying', playing: true })
    expect(clockRuns(resumed, 3, true, false)).toBe(true)
    expect(reduce(resumed, { type: 'tick' }).progress).toBe(51.25)
  })

  it('does not autoplay under reduced motion until the visitor presses play', () => {
    const start = initialSliderState()
    expect(isPlaying(start, true)).toBe(false)
    expect(clockRuns(start, 3, true, true)).toBe(false)
    const played = sliderReducer(3)(start, { type: 'setPlaying', playing: true })
    expect(clockRuns(played, 3, true, true)).toBe(true)
  })

  it('stops while the tab is hidden and with a single slide', () => {
    const start = initialSliderState()
    expect(clockRuns(start, 3, false, false)).toBe(false)
    expect(clockRuns(start, 1, true, false)).toBe(false)
    expect(advance(start, 1)).toBe(start)
  })

  it('manual moves restart the progress and use the 300 ms fade', () => {
    const reduce = sliderReducer(3)
    const halfway = run(initialSliderState(), 3, 40)
    for (const action of [
      { type: 'next' },
      { type: 'previous' },
      { type: 'goTo', index: 2 },
    ] as const) {
      expect(reduce(halfway, action)).toMatchObject({ progress: 0, fadeMs: FADE_MANUAL_MS })
    }
    expect(reduce(halfway, { type: 'reset' })).toEqual(initialSliderState())
  })
})

describe('labels', () => {
  it('fills placeholders of labels passed from the server', () => {
    expect(fill('Slide {current} of {total}', { current: 1, total: 3 })).toBe('Slide 1 of 3')
    expect(fill('الشريحة {current} من {total}', { current: 2, total: 2 })).toBe('الشريحة 2 من 2')
    expect(fill('Go to {missing}', {})).toBe('Go to {missing}')
  })
})
