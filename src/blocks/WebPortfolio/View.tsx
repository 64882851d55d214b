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
  // A project whose picture is gone is left out rather than drawn broken.
  const items = (block.items ?? []).flatMap((item) => {
    const image = imageOf(item.image)
    if (!image) return []
    return [
      {
        id: item.id ?? undefined,
        title: item.title ?? '',
        description: item.description ?? '',
        image,
        url: item.url,
        tags: textsOf(item.tags),
        features: textsOf(item.features),
      },
    ]
  })
  return <WebPortfolio items={items} locale={context.locale} />
}
