import type { AppPortfolioBlock } from '@/payload-types'
import { AppPortfolio } from '@/sections/service-pages/AppPortfolio'
import { imageOf, textsOf, type BlockContext } from '../context'

export function AppPortfolioBody({
  block,
  context,
}: {
  block: AppPortfolioBlock
  context: BlockContext
}) {
  const items = (block.items ?? []).map((item) => ({
    id: item.id ?? undefined,
    name: item.name ?? '',
    category: item.category ?? '',
    platforms: item.platforms ?? [],
    description: item.description ?? '',
    features: textsOf(item.features),
    image: imageOf(item.image),
    url: item.url,
  }))
  return <AppPortfolio items={items} locale={context.locale} />
}
