import type { CardsBlock, SoftwareApplicationBlock } from '@/payload-types'
import { JsonLd } from '@/sections/service-pages/JsonLd'
import type { BlockContext } from '../context'
import { softwareApplicationJsonLd } from './json-ld'

/** The page's SoftwareApplication structured data (a script, nothing visible). */
export async function SoftwareApplicationView({
  block,
  context,
}: {
  block: SoftwareApplicationBlock
  context: BlockContext
}) {
  const source = context.blocks.find(
    (other): other is CardsBlock =>
      other.blockType === 'cards' && other.anchor === (block.features_from || 'modules'),
  )
  const features = (source?.items ?? []).map((item) => item.title ?? '').filter(Boolean)
  return <JsonLd data={await softwareApplicationJsonLd(block, context, features)} />
}
