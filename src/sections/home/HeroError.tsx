'use client'

import { LoaderCircle } from 'lucide-react'
import { useState } from 'react'

import type { Locale } from '@/i18n/routing'
import { linkFor, type HeroSlideView } from './hero-slide'

type ApiSlide = {
  id: number
  title?: string | null
  subtitle?: string | null
  button_text?: string | null
  button_link?: string | null
  video_url?: string | null
  video_storage_path?: { url?: string | null } | number | null
}

/** Retry reads the same slides over the public REST API (the same access rules apply). */
async function fetchSlides(locale: Locale): Promise<HeroSlideView[]> {
  const query = new URLSearchParams({
    locale,
    'fallback-locale': 'en',
    'where[is_active][equals]': 'true',
    sort: 'display_order',
    depth: '1',
    limit: '20',
  })
  const response = await fetch(`/api/hero-slides?${query}`, { cache: 'no-store' })
  if (!response.ok) throw new Error(`hero-slides answered ${response.status}`)
  const { docs } = (await response.json()) as { docs: ApiSlide[] }
  return docs
    .filter((doc) => doc.title?.trim())
    .map((doc) => ({
      id: String(doc.id),
      title: doc.title ?? '',
      subtitle: doc.subtitle ?? '',
      buttonText: doc.button_text ?? '',
      href: linkFor(doc.button_link ?? '', locale),
      videoUrl:
        (typeof doc.video_storage_path === 'object' && doc.video_storage_path?.url) ||
        doc.video_url ||
        null,
      posterUrl: null,
    }))
}

/**
 * The hero's error box (docs/PRODUCT.md, Home fallbacks): "Failed to load hero content" with Retry,
 * and the loading line while Retry reads the slides again. Loaded only when
 * the slides could not be read, so the usual page ships none of it. Retry
 * reads the slides again over the public REST API (the same access rules apply).
 */
export default function HeroError({
  locale,
  onSlides,
  labels,
}: {
  locale: Locale
  /** Called with the slides once Retry has read them (none: the empty state). */
  onSlides: (slides: HeroSlideView[]) => void
  labels: { error: string; retry: string; loading: string }
}) {
  const [retrying, setRetrying] = useState(false)
  const onRetry = async () => {
    setRetrying(true)
    try {
      onSlides(await fetchSlides(locale))
    } catch (error) {
      console.error('Hero slides could not be read again.', error)
      setRetrying(false)
    }
  }
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
