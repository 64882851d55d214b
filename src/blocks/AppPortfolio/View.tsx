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
  // A project whose picture is gone is left out rather than drawn broken.
  const items = (block.items ?? []).flatMap((item) => {
    const image = imageOf(item.image)
    if (!image) return []
    return [
      {
        id: item.id ?? undefined,
        name: item.name ?? '',
        category: item.category ?? '',
        platforms: item.platforms ?? [],
        description: item.description ?? '',
        features: textsOf(item.features),
        image,
        url: item.url,
      },
    ]
  })
  return <AppPortfolio items={items} locale={context.locale} />
}
