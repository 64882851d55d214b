import type { HeroBlock } from '@/payload-types'
import { hostOf } from '@/sections/service-pages/hostOf'
import { ServicePageHero } from '@/sections/service-pages/ServicePageHero'
import { imageOf, type BlockContext } from '../context'

export async function HeroView({ block, context }: { block: HeroBlock; context: BlockContext }) {
  const product = block.product ? context.products[block.product] : undefined
  const eyebrow = block.eyebrow ?? ''
  // The product's name as staff set it; the eyebrow while it has none.
  const lead = (block.lead ?? '').replaceAll('{product}', product?.name || eyebrow)
  return (
    <ServicePageHero
      locale={context.locale}
      eyebrow={eyebrow}
      title={block.title ?? ''}
      lead={lead}
      image={imageOf(block.image)}
      frame={block.frame}
      address={product ? hostOf(product.url) : undefined}
    />
  )
}
