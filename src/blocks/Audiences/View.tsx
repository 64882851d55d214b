import type { AudiencesBlock } from '@/payload-types'
import { AudienceCards } from '@/sections/service-pages/AudienceCards'
import { textsOf } from '../context'

export function AudiencesBody({ block }: { block: AudiencesBlock }) {
  const items = (block.items ?? []).map((item) => ({
    icon: item.icon,
    title: item.title ?? '',
    description: item.description ?? '',
    points: textsOf(item.points),
  }))
  return <AudienceCards items={items} />
}
