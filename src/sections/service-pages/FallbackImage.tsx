import { getImageProps } from 'next/image'
import { preload as preloadResource } from 'react-dom'

import { fallbackImageHtml, PLACEHOLDER_CLASS } from './image-fallback'

/**
 * A screenshot or portfolio image that, when it fails to load, gives way to a
 * teal placeholder of the same size showing the image's title, so the layout holds.
 * The optimized sources (srcset, sizes) are worked out here on the server;
 * the swap itself needs no component in the browser (./image-fallback.ts).
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
  const { props } = getImageProps({
    src,
    width,
    height,
    alt,
    sizes,
    loading: preload ? 'eager' : 'lazy',
    fetchPriority: preload ? 'high' : undefined,
  })
  if (preload && props.src) {
    preloadResource(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    })
  }
  const { style: _style, ...image } = props
  const html = fallbackImageHtml(
    { ...image, alt: image.alt ?? '', className: `h-auto w-full ${className}` },
    { title, className: `${PLACEHOLDER_CLASS} ${className}` },
  )
  // `contents`: the wrapper takes no box, so the image (or its placeholder) lays out as before.
  return <div className="contents" dangerouslySetInnerHTML={{ __html: html }} />
}
