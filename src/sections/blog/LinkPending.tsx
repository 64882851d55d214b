'use client'

import { LoaderCircle } from 'lucide-react'
import { useLinkStatus } from 'next/link'

/**
 * The blog's loading state (docs/PRODUCT.md, Blog list), shown on the link being followed while
 * the next page loads. (A route-level loading.tsx would put its placeholder
 * into the static HTML and hide the prerendered page from visitors without
 * JavaScript.) Must sit inside a next/link Link.
 */
export function LinkPending({ label }: { label: string }) {
  const { pending } = useLinkStatus()
  if (!pending) return null
  return (
    <span className="inline-flex items-center" data-pending>
      <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
      <span className="sr-only">{label}</span>
    </span>
  )
}
