'use client'

import dynamic from 'next/dynamic'
import { Component, useEffect, useRef, useState, type ReactNode } from 'react'

import type { OfficeMapProps } from './office-map-props'

/** Leaflet (about 40 KB) is fetched only here, when the map nears the viewport. */
const LeafletMap = dynamic(() => import('./LeafletMap'), { ssr: false, loading: () => null })

class MapBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch(error: unknown) {
    console.error('The office map could not load; showing the address instead.', error)
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

/**
 * The Kuwait office on a map (docs/PRODUCT.md, Contact page). The address panel is rendered first
 * and stays when Leaflet cannot load, so the box never changes size (no layout
 * shift) and the page never depends on the map. The map keeps dir="ltr".
 */
export function OfficeMap(props: OfficeMapProps) {
  const [ready, setReady] = useState(false)
  const box = useRef<HTMLElement>(null)

  // Leaflet and its tiles are fetched only when the map scrolls
  // into view, and only once the browser is idle: a visitor who came to write
  // to us never waits for (or downloads) a map they do not look at.
  useEffect(() => {
    const element = box.current
    if (!element) return
    let idle: number | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const start = () => {
      if ('requestIdleCallback' in window) {
        idle = window.requestIdleCallback(() => setReady(true), { timeout: 2500 })
      } else {
        timer = setTimeout(() => setReady(true), 200)
      }
    }
    if (!('IntersectionObserver' in window)) {
      start()
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          start()
        }
      },
      { rootMargin: '0px' },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      if (idle !== undefined) window.cancelIdleCallback(idle)
      if (timer !== undefined) clearTimeout(timer)
    }
  }, [])

  const fallback = (
    <div
      data-testid="map-fallback"
      className="flex h-full flex-col justify-center gap-1 p-6 text-ink"
      dir="auto"
    >
      <p className="text-lg font-semibold">{props.title}</p>
      <p className="whitespace-pre-line text-muted">{props.address}</p>
    </div>
  )

  return (
    <section
      ref={box}
      dir="ltr"
      aria-label={props.label}
      className="relative h-[360px] overflow-hidden rounded-2xl border border-slate-200 bg-surface"
    >
      <div className="absolute inset-0">{fallback}</div>
      {ready ? (
        <MapBoundary fallback={<div className="absolute inset-0 bg-surface">{fallback}</div>}>
          <div className="absolute inset-0">
            <LeafletMap {...props} />
          </div>
        </MapBoundary>
      ) : null}
    </section>
  )
}
