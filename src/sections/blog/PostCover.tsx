import Image from 'next/image'

import { BrandMark } from '@/components/BrandMark'
import type { PostImage } from '@/lib/data'

/**
 * A post's cover filling its box: the picture, anchored at its focal point,
 * or for a post without a usable one the brand gradient and mark instead of
 * an empty box. The post page preloads it; the grid loads the first ones eagerly.
 */
export function PostCover({
  image,
  sizes,
  preload = false,
  eager = false,
  className = '',
}: {
  image: PostImage | null
  sizes: string
  preload?: boolean
  eager?: boolean
  className?: string
}) {
  if (!image)
    return (
      <div
        aria-hidden="true"
        className="page-hero grid size-full place-items-center text-brand-soft"
      >
        <BrandMark className="size-14 opacity-80" />
      </div>
    )
  return (
    <Image
      src={image.url}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      {...(preload ? { preload: true } : { loading: eager ? 'eager' : 'lazy' })}
      className={`size-full object-cover ${className}`}
      style={image.position ? { objectPosition: image.position } : undefined}
    />
  )
}
