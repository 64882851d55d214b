import {
  BookOpenText,
  Compass,
  FolderKanban,
  Layers,
  ShieldCheck,
  UsersRound,
  type LucideIcon,
} from 'lucide-react'

import type { HeroArtKind } from '@/lib/hero-art'

export type { HeroArtKind }

/** Each page's emblem and the shapes of the two little cards floating beside it. */
const ART: Record<HeroArtKind, { icon: LucideIcon; bars: [number, number, number] }> = {
  about: { icon: UsersRound, bars: [70, 45, 60] },
  services: { icon: Layers, bars: [55, 80, 40] },
  work: { icon: FolderKanban, bars: [80, 50, 65] },
  blog: { icon: BookOpenText, bars: [65, 75, 45] },
  privacy: { icon: ShieldCheck, bars: [50, 70, 60] },
  notFound: { icon: Compass, bars: [60, 40, 75] },
}

/**
 * The right-hand side of an inner page's hero on wide screens (the left on
 * Arabic pages): the page's emblem on a glass tile inside faint rings, with
 * two small interface cards drifting beside it. Decoration only — no words,
 * so it reads the same in both languages — drawn with CSS and inline SVG: no
 * request, nothing for Largest Contentful Paint to wait for. Hidden on phones,
 * where the hero's text fills the width. `compact` for the shorter legal and
 * listing heroes.
 */
export function HeroArt({ kind, compact = false }: { kind: HeroArtKind; compact?: boolean }) {
  const { icon: Emblem, bars } = ART[kind]
  return (
    <div
      aria-hidden="true"
      className={`relative mx-auto hidden aspect-square w-full lg:block ${compact ? 'max-w-[17rem]' : 'max-w-[26rem]'}`}
      data-hero-art={kind}
    >
      <HeroRings />
      <div className="absolute inset-[30%] grid place-items-center rounded-[2rem] border border-white/20 bg-white/10 shadow-[0_30px_60px_rgba(0,0,0,0.25)]">
        <Emblem className="size-1/2 text-brand-soft" strokeWidth={1.5} />
      </div>
      <div className="absolute start-0 top-[14%] w-[38%] rounded-2xl bg-white p-4 shadow-[0_20px_40px_rgba(0,0,0,0.25)]">
        <span className="block size-7 rounded-lg bg-brand-soft" />
        <span
          className="mt-3 block h-2 rounded-full bg-slate-300"
          style={{ width: `${bars[0]}%` }}
        />
        <span
          className="mt-2 block h-2 rounded-full bg-slate-200"
          style={{ width: `${bars[1]}%` }}
        />
      </div>
      <div className="absolute end-0 bottom-[12%] w-[42%] rounded-2xl bg-white p-4 shadow-[0_20px_40px_rgba(0,0,0,0.25)]">
        <div className="flex h-12 items-end gap-1.5">
          {[40, 65, 50, 85, bars[2]].map((height, index) => (
            <span
              key={index}
              className={`flex-1 rounded-sm ${index === 3 ? 'bg-accent' : 'bg-brand'}`}
              style={{ height: `${height}%` }}
            />
          ))}
        </div>
        <span
          className="mt-3 block h-2 rounded-full bg-slate-200"
          style={{ width: `${bars[1]}%` }}
        />
      </div>
    </div>
  )
}

/** The faint rings and dots behind a hero's emblem or logo (fills its positioned parent). */
export function HeroRings() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 400 400"
      className="absolute inset-0 size-full"
      fill="none"
    >
      <circle cx="200" cy="200" r="196" stroke="rgb(255 255 255 / 0.08)" strokeWidth="2" />
      <circle
        cx="200"
        cy="200"
        r="150"
        stroke="rgb(255 255 255 / 0.12)"
        strokeWidth="2"
        strokeDasharray="4 10"
      />
      <circle cx="200" cy="200" r="104" fill="rgb(94 234 212 / 0.10)" />
      <circle cx="200" cy="4" r="6" fill="#5EEAD4" />
      <circle cx="50" cy="200" r="4" fill="#F59E0B" />
      <circle cx="350" cy="200" r="4" fill="rgb(255 255 255 / 0.6)" />
    </svg>
  )
}
