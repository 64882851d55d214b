'use client'

import { useEffect } from 'react'

/** The hash is followed 100 ms after the page mounts. */
export const HASH_SCROLL_DELAY_MS = 100

/**
 * What We Do (docs/PRODUCT.md, What We Do page): with a hash (/what-we-do#erp-solution) the page glides to
 * that section after 100 ms; without one it starts at the top. Jumps instead
 * of gliding under reduced motion.
 */
export function HashScroll() {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      const behavior: ScrollBehavior = reduce ? 'instant' : 'smooth'
      const id = decodeURIComponent(window.location.hash.slice(1))
      const target = id ? document.getElementById(id) : null
      if (target) target.scrollIntoView({ behavior, block: 'start' })
      else if (!id) window.scrollTo({ top: 0, left: 0, behavior })
    }, HASH_SCROLL_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])
  return null
}
