import type { Industry } from '@/sections/types'
import { ServiceIcon } from './ServiceIcon'

/** Industries served: compact tiles with an icon, a name and an optional line. */
export function IndustryList({ items }: { items: Industry[] }) {
  const cols = items.length % 4 === 0 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 ${cols}`} data-testid="industries">
      {items.map((industry) => (
        <li
          key={industry.name}
          className="flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5"
        >
          <ServiceIcon name={industry.icon} />
          <div>
            <h3 className="font-semibold text-ink">{industry.name}</h3>
            {industry.description ? (
              <p className="mt-1 text-[15px] text-muted">{industry.description}</p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
