/**
 * The hero slider's state machine (docs/PRODUCT.md, Home page), free of React so it can be
 * tested on its own: the index wraps both ways, the progress bar adds 1.25
 * every 100 ms (100 after 8 s, when the next slide comes), a pause stops the
 * clock, and the cross-fade lasts 500 ms when the slider moves on its own and
 * 300 ms when the visitor moves it.
 */

export const AUTOPLAY_MS = 8000
export const PROGRESS_TICK_MS = 100
export const PROGRESS_STEP = 1.25
export const FADE_AUTO_MS = 500
export const FADE_MANUAL_MS = 300
/** The testimonials carousel turns every 4 s. */
export const TESTIMONIAL_ROTATE_MS = 4000

/** `index` modulo `count`, also for negative indices (previous from the first slide). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return ((index % count) + count) % count
}

export type SliderState = {
  index: number
  /** 0–100: how far the current slide has run. */
  progress: number
  /**
   * The visitor's choice: true (play) or false (pause); null until they
   * choose, when it follows the motion preference (no autoplay under
   * reduced motion).
   */
  playing: boolean | null
  /** Length of the cross-fade into the current slide. */
  fadeMs: number
}

export type SliderAction =
  | { type: 'tick' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'goTo'; index: number }
  | { type: 'setPlaying'; playing: boolean }
  | { type: 'reset' }

export const initialSliderState = (): SliderState => ({
  index: 0,
  progress: 0,
  playing: null,
  fadeMs: FADE_AUTO_MS,
})

/** Whether the slides move on their own. */
export const isPlaying = (state: SliderState, reducedMotion: boolean): boolean =>
  state.playing ?? !reducedMotion

/** One tick of the clock: 1.25 more, and the next slide (with the slow fade) at 100. */
export function advance(state: SliderState, count: number): SliderState {
  if (state.playing === false || count < 2) return state
  const progress = Math.round((state.progress + PROGRESS_STEP) * 100) / 100
  if (progress >= 100) {
    return { ...state, index: wrapIndex(state.index + 1, count), progress: 0, fadeMs: FADE_AUTO_MS }
  }
  return { ...state, progress }
}

export function sliderReducer(count: number) {
  return (state: SliderState, action: SliderAction): SliderState => {
    switch (action.type) {
      case 'tick':
        return advance(state, count)
      case 'next':
        return manual(state, state.index + 1, count)
      case 'previous':
        return manual(state, state.index - 1, count)
      case 'goTo':
        return manual(state, action.index, count)
      case 'setPlaying':
        return { ...state, playing: action.playing }
      case 'reset':
        return initialSliderState()
    }
  }
}

function manual(state: SliderState, index: number, count: number): SliderState {
  return { ...state, index: wrapIndex(index, count), progress: 0, fadeMs: FADE_MANUAL_MS }
}

/** The clock runs only while playing, with more than one slide, and the tab visible. */
export const clockRuns = (
  state: SliderState,
  count: number,
  tabVisible: boolean,
  reducedMotion: boolean,
): boolean => isPlaying(state, reducedMotion) && count > 1 && tabVisible

/** Ticks until the next slide from a given progress (80 from the start: 8 s). */
export const ticksUntilNext = (progress: number): number =>
  Math.ceil((100 - progress) / PROGRESS_STEP)

/** Fills "{name}" placeholders of a label passed from the server ("Slide {current} of {total}"). */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
