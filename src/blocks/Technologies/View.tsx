import type { TechnologiesBlock } from '@/payload-types'
import { TechnologyGrid } from '@/sections/service-pages/TechnologyGrid'

export function TechnologiesBody({ block }: { block: TechnologiesBlock }) {
  const items = (block.items ?? []).map((item) => ({ name: item.name, icon: item.icon }))
  return <TechnologyGrid items={items} />
}
