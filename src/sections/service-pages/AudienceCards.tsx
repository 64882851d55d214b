import type { Audience } from '@/sections/types'
import { Bullets } from './Bullets'
import { ServiceIcon } from './ServiceIcon'

/** Who a platform serves (owners, managers, tenants…): three cards with a teal top rule. */
export function AudienceCards({ items }: { items: Audience[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3" data-testid="audiences">
      {items.map((audience) => (
        <li
          key={audience.title}
          className="flex flex-col rounded-2xl border border-slate-200 border-t-4 border-t-brand bg-white p-6 sm:p-7"
        >
          <ServiceIcon name={audience.icon} />
          <h3 className="mt-5 text-xl font-semibold text-ink">{audience.title}</h3>
          <p className="mt-2 text-muted">{audience.description}</p>
          {audience.points && audience.points.length > 0 ? (
            <Bullets items={audience.points} className="mt-4" />
          ) : null}
        </li>
      ))}
    </ul>
  )
}
