'use client'

import { ArrowLeft } from 'lucide-react'

import { Button } from '@/components/Button'

/** Spec §8: "Go Back" steps back in the browser's history (home when there is none). */
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
