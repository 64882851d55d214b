import { createElement } from 'react'

import type { ServiceIconName } from '@/blocks/types'
import { SERVICE_ICONS } from './icons'

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
  const glyph = createElement(SERVICE_ICONS[name], {
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
