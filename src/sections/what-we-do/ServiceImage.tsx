'use client'

import Image from 'next/image'
import { useState } from 'react'

/**
 * A service's picture from service-images. On a load failure it is
 * logged and the picture is hidden; with no picture at all the
 * frame says so.
 */
export function ServiceImage({
  src,
  alt,
  noImage,
  priority = false,
  position,
}: {
  src: string | null
  alt: string
  /** object-position from the picture's focal point; the centre when absent. */
  position?: string
  noImage: string
  priority?: boolean
}) {
  const [failed, setFailed] = useState(false)
  if (failed) return null
  const frame =
    'relative aspect-[3/2] w-full overflow-hidden rounded-2xl border border-slate-200 bg-surface shadow-[0_24px_60px_rgba(11,31,51,0.12)]'
  if (!src) {
    return (
      <div className={`${frame} grid place-items-center`} data-testid="service-no-image">
        <p className="text-muted">{noImage}</p>
      </div>
    )
  }
  return (
    <div className={frame}>
      <Image
        src={src}
        alt={alt}
        fill
        sizes="(min-width: 1024px) 560px, 100vw"
        className="object-cover"
        style={position ? { objectPosition: position } : undefined}
        priority={priority}
        unoptimized={!src.startsWith('/')}
        onError={() => {
          console.error(`[what-we-do] the service image ${src} could not be loaded; hiding it.`)
          setFailed(true)
        }}
      />
    </div>
  )
}
