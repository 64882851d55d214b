'use client'

import Image from 'next/image'
import { useEffect, useRef, useState } from 'react'

/**
 * A screenshot or portfolio image that, when it fails to load, gives way to a
 * teal placeholder of the same size showing the image's title (spec §8). The
 * failure may happen before hydration (the server HTML already has the <img>),
 * so a failed, completed image is also detected on mount.
 */
export function FallbackImage({
  src,
  width,
  height,
  alt,
  title,
  sizes,
  preload = false,
  className = '',
}: {
  src: string
  width: number
  height: number
  alt: string
  /** Shown in the placeholder. */
  title: string
  sizes: string
  /** Above the fold (the hero): preloaded, fetched first. */
  preload?: boolean
  className?: string
}) {
  const [failed, setFailed] = useState(false)
  const ref = useRef<HTMLImageElement>(null)

  useEffect(() => {
    const img = ref.current
    if (img && img.complete && img.naturalWidth === 0) setFailed(true)
  }, [])

  if (failed) {
    return (
      <div
        role="img"
        aria-label={alt}
        data-image-placeholder=""
        style={{ aspectRatio: `${width} / ${height}` }}
        className={`grid w-full place-items-center bg-brand p-6 text-center text-lg font-semibold text-white ${className}`}
      >
        <span aria-hidden="true">{title}</span>
      </div>
    )
  }
  return (
    <Image
      ref={ref}
      src={src}
      width={width}
      height={height}
      alt={alt}
      sizes={sizes}
      preload={preload}
      fetchPriority={preload ? 'high' : undefined}
      onError={() => setFailed(true)}
      className={`h-auto w-full ${className}`}
    />
  )
}
