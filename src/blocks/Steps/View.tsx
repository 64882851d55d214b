import type { StepsBlock } from '@/payload-types'
import { StepsList } from '@/sections/service-pages/StepsTimeline'

export function StepsBody({ block }: { block: StepsBlock }) {
  const steps = (block.items ?? []).map((item) => ({
    title: item.title ?? '',
    description: item.description ?? '',
  }))
  return <StepsList steps={steps} />
}
