'use client'

import { Pause, Play } from 'lucide-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'

import { prefersReducedMotion, useMediaReady } from '@/sections/home/hooks'
import { BACKDROP_LAYER } from './layer'

/**
 * A hero's muted loop and the button that pauses it, over the still. Like
 * the home page's video it loads on wide screens only, once the page has
 * loaded and the browser is idle (phones keep the still: no video over
 * mobile data, and the title stays the largest paint); it never plays by
 * itself for visitors who ask for less motion, and without script nothing
 * moves, so no button is needed.
 */
export function HeroVideo({
  src,
  type,
  labels,
  children,
}: {
  /** The still, under the video until it plays. */
  children: ReactNode
  src: string
  type?: string
  labels: { pause: string; play: string }
}) {
  const video = useRef<HTMLVideoElement>(null)
  const ready = useMediaReady()
  const [playing, setPlaying] = useState(false)

  useEffect(() => {
    if (!ready || prefersReducedMotion()) return
    // A browser that refuses to play keeps the still; the button then offers play.
    video.current?.play().catch(() => undefined)
  }, [ready])

  const toggle = () => {
    const element = video.current
    if (!element) return
    if (element.paused) element.play().catch(() => undefined)
    else element.pause()
  }

  return (
    <>
      <div className={BACKDROP_LAYER}>
        {children}
        {ready ? (
          <video
            ref={video}
            muted
            loop
            playsInline
            preload="none"
            aria-hidden="true"
            tabIndex={-1}
            className="absolute inset-0 size-full object-cover"
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
            data-hero-video
          >
            <source src={src} type={type} />
          </video>
        ) : null}
      </div>
      {ready ? (
        <button
          type="button"
          onClick={toggle}
          aria-label={playing ? labels.pause : labels.play}
          className="absolute end-4 bottom-4 z-10 grid size-11 place-items-center rounded-full border border-white/40 bg-ink/60 text-white transition-colors hover:bg-ink/80"
          data-hero-video-toggle
        >
          {playing ? (
            <Pause aria-hidden="true" className="size-5" />
          ) : (
            <Play aria-hidden="true" className="size-5" />
          )}
        </button>
      ) : null}
    </>
  )
}
