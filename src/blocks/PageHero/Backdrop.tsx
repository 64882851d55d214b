import Image from 'next/image'
import type { ReactNode } from 'react'

import type { Picture } from '@/lib/data/uploads'
import { BACKDROP_LAYER } from './layer'

/**
 * A hero's picture (or the still of its video) behind its words: the whole
 * band, cropped around the picture's focal point and fetched first (it is
 * what a visitor sees first), in the see-through layer of ./layer. The
 * picture is decoration: the words say it all.
 */
export function heroStill(picture: Picture): ReactNode {
  return (
    <Image
      src={picture.url}
      alt=""
      fill
      sizes="100vw"
      preload
      fetchPriority="high"
      className="object-cover"
      style={{ objectPosition: picture.position }}
      data-hero-picture
    />
  )
}

/** The still alone, when there is no video to play over it. */
export function HeroBackdrop({ still }: { still: ReactNode }) {
  return <div className={BACKDROP_LAYER}>{still}</div>
}
