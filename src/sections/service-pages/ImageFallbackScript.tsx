import { IMAGE_FALLBACK_SCRIPT } from './image-fallback'

/**
 * In the <head> of every page (src/sections/service-pages/image-fallback.ts
 * says why); the same element everywhere, so client navigations never
 * re-create it.
 */
export function ImageFallbackScript({ nonce }: { nonce?: string }) {
  return (
    <script
      id="image-fallback"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: IMAGE_FALLBACK_SCRIPT }}
    />
  )
}
