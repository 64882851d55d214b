'use client'

import { Pause, Play } from 'lucide-react'
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'

import { prefersReducedMotion } from '@/sections/home/hooks'
import { BACKDROP_LAYER } from './layer'

/** True once hydrated: the button shows only where its script runs. */
const noChanges = () => () => undefined

/**
 * A hero's muted loop and the button that pauses it. Nothing plays without
 * script or for visitors who ask for less motion (their still stays), and
 * the button appears only once it can work.
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
  const ready = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  )
  const [playing, setPlaying] = useState(false)

  useEffect(() => {
    if (prefersReducedMotion()) return
    // A browser that refuses to play keeps the still; the button then offers play.
    video.current?.play().catch(() => undefined)
  }, [])

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
