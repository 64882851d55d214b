import type { Technology } from '@/sections/types'
import { ServiceIcon } from './ServiceIcon'

/** Technology tiles: icon and name (names stay in Latin script, left to right). */
export function TechnologyGrid({ items }: { items: Technology[] }) {
  const cols =
    items.length >= 6
      ? 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-6'
      : items.length === 5
        ? 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-5'
        : 'grid-cols-2 sm:grid-cols-3'
  return (
    <ul className={`grid gap-4 ${cols}`} data-testid="technologies">
      {items.map((tech) => (
        <li
          key={tech.name}
          className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-6 text-center"
        >
          <ServiceIcon name={tech.icon} />
          <span dir="ltr" className="font-semibold text-ink">
            {tech.name}
          </span>
        </li>
      ))}
    </ul>
  )
}
