'use client'

import { ArrowLeft } from 'lucide-react'

import { Button } from '@/components/Button'

/** "Go Back" steps back in the browser's history, home when there is none (docs/PRODUCT.md, Success story pages). */
export function GoBackButton({ label, homeHref }: { label: string; homeHref: string }) {
  return (
    <Button
      onDark
      onClick={() => {
        if (window.history.length > 1) window.history.back()
        else window.location.assign(homeHref)
      }}
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {label}
    </Button>
  )
}
