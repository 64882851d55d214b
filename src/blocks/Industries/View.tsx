import type { IndustriesBlock } from '@/payload-types'
import { IndustryList } from '@/sections/service-pages/IndustryList'

export function IndustriesBody({ block }: { block: IndustriesBlock }) {
  const items = (block.items ?? []).map((item) => ({
    icon: item.icon,
    name: item.name ?? '',
    description: item.description || undefined,
  }))
  return <IndustryList items={items} />
}
