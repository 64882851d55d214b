'use client'

import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react'

/**
 * Browser facts the home carousels follow, read through useSyncExternalStore
 * (no state set in effects; the server renders the default).
 */

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION)
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}

/** The visitor prefers reduced motion (false on the server). */
export const useReducedMotion = () =>
  useSyncExternalStore(
    subscribeReducedMotion,
    () => Boolean(window.matchMedia?.(REDUCED_MOTION).matches),
    () => false,
  )

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange)
  return () => document.removeEventListener('visibilitychange', onChange)
}

/** The tab is visible (true on the server). */
export const useTabVisible = () =>
  useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState !== 'hidden',
    () => true,
  )

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && Boolean(window.matchMedia?.(REDUCED_MOTION).matches)

/** Background videos play from this width up (Tailwind's `lg`). */
const WIDE_SCREEN = '(min-width: 64rem)'

/**
 * Whether background videos may load: after the page's load event, then an
 * idle moment, and on wide screens only. Phones keep the gradient or still (no
 * video download on mobile data, and the title stays the largest paint).
 * The home slider and a page hero's video follow it.
 */
export function useMediaReady() {
  const [mediaReady, setMediaReady] = useState(false)
  useEffect(() => {
    let timer: number | undefined
    const start = () => {
      if (!window.matchMedia?.(WIDE_SCREEN).matches) return
      timer = window.setTimeout(() => {
        const ready = () => setMediaReady(true)
        if (typeof window.requestIdleCallback === 'function')
          window.requestIdleCallback(ready, { timeout: 2000 })
        else ready()
      }, 200)
    }
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => {
      window.removeEventListener('load', start)
      window.clearTimeout(timer)
    }
  }, [])
  return mediaReady
}

/** Marks the element once React has hydrated it (tests wait for it before using the controls). */
export function useHydratedMarker(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    ref.current?.setAttribute('data-hydrated', 'true')
  }, [ref])
}

/**
 * Calls `open` with the place of the item the address names (`#<anchor>`):
 * on arrival, when the address changes, and when the items change (the
 * admin's live preview renders them again on every save). `anchors` and
 * `open` keep their identity between renders (useMemo, useCallback), so a
 * visitor's own moves are not undone.
 */
export function useAnchoredItem(
  anchors: readonly string[] | undefined,
  open: (index: number) => void,
) {
  useEffect(() => {
    const check = () => {
      const at = anchors?.indexOf(window.location.hash.slice(1)) ?? -1
      if (at >= 0) open(at)
    }
    check()
    window.addEventListener('hashchange', check)
    return () => window.removeEventListener('hashchange', check)
  }, [anchors, open])
}
