'use client'

import { useEffect, useSyncExternalStore, type RefObject } from 'react'

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
