import {
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type RefObject,
} from 'react'

import { heroSlideAnchor } from '@/lib/preview-anchors'

import type { HeroSlideView } from './hero-slide'
import {
  prefersReducedMotion,
  useAnchoredItem,
  useMediaReady,
  useReducedMotion,
  useTabVisible,
} from './hooks'
import { clockRuns, initialSliderState, isPlaying, PROGRESS_TICK_MS, sliderReducer } from './slider'

export type HeroState = 'ready' | 'error' | 'empty'

/** Fades an element in over `ms` whenever `key` changes (skipped under reduced motion). */
function useFadeIn(ref: RefObject<HTMLElement | null>, key: string, ms: number) {
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const element = ref.current
    if (!element || prefersReducedMotion() || typeof element.animate !== 'function') return
    element.animate([{ opacity: 0 }, { opacity: 1 }], { duration: ms, easing: 'ease-out' })
  }, [ref, key, ms])
}

/**
 * The hero's state, clock and media: the slides shown (replaced after a
 * Retry), the slider position, the autoplay tick (stopped while the tab is
 * hidden or under reduced motion), the fade of the slide text (`textRef`) and
 * the play/pause of the background video (`videoRef`).
 */
export function useHeroSlider(
  initialSlides: HeroSlideView[],
  initialState: HeroState,
  textRef: RefObject<HTMLDivElement | null>,
  videoRef: RefObject<HTMLVideoElement | null>,
) {
  const [content, setContent] = useState({ state: initialState, slides: initialSlides })
  // New slides from the server (the live preview re-renders the page on every
  // save) replace the ones shown; a Retry's slides stay until then.
  const [served, setServed] = useState(initialSlides)
  if (served !== initialSlides) {
    setServed(initialSlides)
    setContent({ state: initialState, slides: initialSlides })
  }
  const slides = content.slides
  const count = slides.length
  const [slider, dispatch] = useReducer(sliderReducer(count), undefined, initialSliderState)
  // `#slide-<id>` opens the slider at that slide, held (the admin's preview of it).
  const anchors = useMemo(() => slides.map((slide) => heroSlideAnchor(slide.id)), [slides])
  const openSlide = useCallback((index: number) => {
    dispatch({ type: 'goTo', index })
    dispatch({ type: 'setPlaying', playing: false })
  }, [])
  useAnchoredItem(anchors, openSlide)
  const tabVisible = useTabVisible()
  const reducedMotion = useReducedMotion()
  const playing = isPlaying(slider, reducedMotion)
  const mediaReady = useMediaReady()

  const running = clockRuns(slider, count, tabVisible, reducedMotion)
  useEffect(() => {
    if (!running) return
    const timer = window.setInterval(() => dispatch({ type: 'tick' }), PROGRESS_TICK_MS)
    return () => window.clearInterval(timer)
  }, [running])

  const current = slides[slider.index] ?? slides[0]
  useFadeIn(textRef, `${slider.index}:${current?.id}`, slider.fadeMs)

  const showVideo = Boolean(current?.videoUrl) && mediaReady
  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    if (playing && tabVisible && !reducedMotion) video.play().catch(() => {})
    else video.pause()
  }, [videoRef, playing, tabVisible, reducedMotion, showVideo, current?.id])

  const onSlides = useCallback((fresh: HeroSlideView[]) => {
    setContent(fresh.length ? { state: 'ready', slides: fresh } : { state: 'empty', slides: [] })
    dispatch({ type: 'reset' })
  }, [])

  return {
    state: content.state,
    count,
    current,
    slider,
    dispatch,
    playing,
    running,
    reducedMotion,
    showVideo,
    onSlides,
  }
}
