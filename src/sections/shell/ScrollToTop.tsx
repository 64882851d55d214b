'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

/**
 * Every route change scrolls to the top, smoothly (instantly under reduced
 * motion; docs/PRODUCT.md, Site shell). Next.js only scrolls when the new page's top is out of
 * view; this covers the rest. A link to an anchor keeps its anchor.
 */
export function ScrollToTop() {
  const pathname = usePathname()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    if (window.location.hash) return
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? 'instant' : 'smooth' })
  }, [pathname])
  return null
}
