import { InlineScript } from '@/components/InlineScript'
import { IMAGE_FALLBACK_SCRIPT } from './image-fallback'

/**
 * In the <head> of every page (src/sections/service-pages/image-fallback.ts
 * says why); the same element everywhere, so client navigations never
 * re-create it.
 */
export function ImageFallbackScript({ nonce }: { nonce?: string }) {
  return <InlineScript id="image-fallback" code={IMAGE_FALLBACK_SCRIPT} nonce={nonce} />
}
