'use client'

import Image from 'next/image'
import { useEffect, useRef, useState } from 'react'

/**
 * The story's logo; the default logo when it fails to load. A
 * failure before hydration (the image is already broken) is caught too.
 * `fallback` is the default logo's address.
 */
export function StoryLogo({ src, alt, fallback }: { src: string; alt: string; fallback: string }) {
  const [failed, setFailed] = useState(false)
  const ref = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const image = ref.current
    if (image && image.complete && image.naturalWidth === 0) setFailed(true)
  }, [])
  return (
    <Image
      ref={ref}
      src={failed ? fallback : src}
      alt={alt}
      width={240}
      height={64}
      unoptimized
      preload
      onError={() => setFailed(true)}
      className="h-16 w-auto max-w-full object-contain sm:h-20 lg:h-24"
    />
  )
}
