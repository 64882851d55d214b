'use client'

import Link from 'next/link'
import { useState, type ComponentProps } from 'react'

/**
 * A link whose page is fetched ahead once the visitor shows they may follow
 * it (pointer over it, a finger on it, keyboard focus) rather than as soon as
 * it is on screen. Fetching a page ahead also downloads its own code: the
 * contact form's, or the home page's slider, which every page links to from
 * its logo and most from a call to action near the top. On a phone that was
 * 10–15 KB of JavaScript for pages the visitor had not asked for.
 */
export function IntentLink({
  onPointerEnter,
  onTouchStart,
  onFocus,
  ...props
}: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  const [wanted, setWanted] = useState(false)
  return (
    <Link
      {...props}
      prefetch={wanted ? null : false}
      onPointerEnter={(event) => {
        setWanted(true)
        onPointerEnter?.(event)
      }}
      onTouchStart={(event) => {
        setWanted(true)
        onTouchStart?.(event)
      }}
      onFocus={(event) => {
        setWanted(true)
        onFocus?.(event)
      }}
    />
  )
}
