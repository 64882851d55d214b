import type { CallToActionBlock } from '@/payload-types'
import { ServiceCtas } from '@/sections/service-pages/ServiceCtas'
import type { BlockContext } from '../context'

export function CallToActionView({
  block,
  context,
}: {
  block: CallToActionBlock
  context: BlockContext
}) {
  return (
    <ServiceCtas locale={context.locale} title={block.title ?? ''} text={block.text || undefined} />
  )
}
