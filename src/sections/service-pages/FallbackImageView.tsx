'use client'

import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react'

/**
 * The browser half of FallbackImage: a plain <img> (its optimized sources were
 * worked out on the server, so no image component ships to the browser) that
 * gives way to the placeholder when it fails. The failure may happen before
 * hydration (the server HTML already has the <img>), so a failed, completed
 * image is also detected on mount.
 */
export function FallbackImageView({
  image,
  width,
  height,
  title,
  className,
}: {
  image: ImgHTMLAttributes<HTMLImageElement>
  width: number
  height: number
  title: string
  className: string
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
        aria-label={image.alt}
        data-image-placeholder=""
        style={{ aspectRatio: `${width} / ${height}` }}
        className={`grid w-full place-items-center bg-brand p-6 text-center text-lg font-semibold text-white ${className}`}
      >
        <span aria-hidden="true">{title}</span>
      </div>
    )
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the optimized props come from next/image's getImageProps
    <img
      {...image}
      alt={image.alt ?? ''}
      ref={ref}
      onError={() => setFailed(true)}
      className={`h-auto w-full ${className}`}
    />
  )
}
