import { Check } from 'lucide-react'

import type { Localized } from '@/content/types'
import type { Locale } from '@/i18n/routing'

/** A ticked list of short features. */
export function Bullets({
  items,
  locale,
  className = '',
}: {
  items: Localized[]
  locale: Locale
  className?: string
}) {
  return (
    <ul className={`space-y-2 text-[15px] text-ink ${className}`}>
      {items.map((item) => (
        <li key={item.en} className="flex gap-2.5">
          <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand" />
          <span>{item[locale]}</span>
        </li>
      ))}
    </ul>
  )
}
