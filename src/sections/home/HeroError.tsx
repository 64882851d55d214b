'use client'

import { LoaderCircle } from 'lucide-react'

/**
 * The hero's error box (spec §8): "Failed to load hero content" with Retry,
 * and the loading line while Retry reads the slides again. Loaded only when
 * the slides could not be read, so the usual page ships none of it.
 */
export default function HeroError({
  retrying,
  onRetry,
  labels,
}: {
  retrying: boolean
  onRetry: () => void
  labels: { error: string; retry: string; loading: string }
}) {
  return (
    <div
      className="mt-8 flex max-w-xl flex-wrap items-center gap-3 rounded-xl border border-white/25 bg-ink/40 px-4 py-3 text-sm"
      data-testid="hero-error"
    >
      {retrying ? (
        <p role="status" className="flex items-center gap-2">
          <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          {labels.loading}
        </p>
      ) : (
        <>
          <p role="alert">{labels.error}</p>
          <button
            type="button"
            onClick={onRetry}
            className="inline-flex min-h-10 items-center justify-center rounded-[10px] border border-white/60 px-4 text-sm font-semibold text-white transition-colors hover:bg-white/10"
          >
            {labels.retry}
          </button>
        </>
      )}
    </div>
  )
}
