'use client'

import { useField } from '@payloadcms/ui'

import { ICONS } from '@/components/Icon'
import type { IconName } from '@/lib/icon-names'

/** The chosen icon itself, drawn beside its select: what the site will show. */
export default function IconPreview({ path }: { path?: string }) {
  const { value } = useField<string>({ path: path ?? '' })
  const Icon = value ? ICONS[value as IconName] : undefined
  if (!Icon) return null
  return (
    <span className="icon-preview" aria-hidden="true">
      <Icon width={28} height={28} strokeWidth={1.75} />
    </span>
  )
}
