import { Card } from '@/components/Card'
import type { WorkServicesBlock } from '@/payload-types'
import { ServiceIcon } from '@/sections/service-pages/ServiceIcon'
import { PageSection } from '../page-section'

/** Four cards a row on desktop, two on tablets, one on phones. */
export function WorkServicesView({ block }: { block: WorkServicesBlock }) {
  return (
    <PageSection block={block}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid="our-work-services">
        {(block.items ?? []).map((service, index) => (
          <Card as="li" key={service.id ?? index}>
            <ServiceIcon name={service.icon} />
            <h3 className="mt-5 text-lg font-bold">{service.title}</h3>
            <p className="mt-2 text-muted">{service.description}</p>
          </Card>
        ))}
      </ul>
    </PageSection>
  )
}
