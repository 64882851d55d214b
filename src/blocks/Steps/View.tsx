import type { PageStepsBlock, StepsBlock } from '@/payload-types'
import { StepsList } from '@/sections/service-pages/StepsTimeline'
import { PageSection } from '../page-section'

export function StepsBody({ block }: { block: Pick<StepsBlock, 'items'> }) {
  const steps = (block.items ?? []).map((item) => ({
    title: item.title ?? '',
    description: item.description ?? '',
  }))
  return <StepsList steps={steps} />
}

/** The steps as a section of a page. */
export function PageStepsView({ block }: { block: PageStepsBlock }) {
  return (
    <PageSection block={block}>
      <StepsBody block={block} />
    </PageSection>
  )
}
