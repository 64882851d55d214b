import type { WebPortfolioBlock } from '@/payload-types'
import { WebPortfolio } from '@/sections/service-pages/WebPortfolio'
import { imageOf, textsOf, type BlockContext } from '../context'

export function WebPortfolioBody({
  block,
  context,
}: {
  block: WebPortfolioBlock
  context: BlockContext
}) {
  const items = (block.items ?? []).map((item) => ({
    id: item.id ?? undefined,
    title: item.title ?? '',
    description: item.description ?? '',
    image: imageOf(item.image),
    url: item.url,
    tags: textsOf(item.tags),
    features: textsOf(item.features),
  }))
  return <WebPortfolio items={items} locale={context.locale} />
}
