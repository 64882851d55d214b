'use client'

import { RotateCw } from 'lucide-react'

import { Button } from '@/components/Button'

/** The retry of a failed services read reloads the page. */
export function RetryButton({ label }: { label: string }) {
  return (
    <Button onClick={() => window.location.reload()} data-testid="services-retry">
      <RotateCw aria-hidden="true" className="size-4" />
      {label}
    </Button>
  )
}
