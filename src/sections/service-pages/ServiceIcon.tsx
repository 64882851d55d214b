import { createElement } from 'react'

import { ICONS } from '@/components/Icon'
import type { ServiceIconName } from '@/lib/icon-names'

/** A decorative icon on a soft teal tile (the icon never carries meaning alone). */
export function ServiceIcon({
  name,
  tile = true,
  className = '',
}: {
  name: ServiceIconName
  /** false: the bare glyph. */
  tile?: boolean
  className?: string
}) {
  const glyph = createElement(ICONS[name], {
    'aria-hidden': true,
    focusable: false,
    className: tile ? 'size-6' : `size-6 ${className}`,
    strokeWidth: 1.75,
  })
  if (!tile) return glyph
  return (
    <span
      className={`grid size-12 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand ${className}`}
    >
      {glyph}
    </span>
  )
}
