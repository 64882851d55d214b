import type { CSSProperties, ReactNode } from 'react'

import { Container } from './Container'

/**
 * The dark gradient that opens every page (brand → ink, or a story's own
 * colours), with the faint grid and glow of the reference. The fixed header
 * sits over its top in its transparent state, so every page starts with one.
 * A dark overlay keeps white text at ≥ 4.5:1 whatever the colours. The right
 * half holds a mock-up or logo (`aside`) or, on pages with neither, the
 * page's decorative emblem (PageHero's `art`), so no wide hero is half empty.
 *
 * The frame alone carries no emblem code: client boundaries (error and
 * not-found views) use it so their chunks stay small.
 */
export function PageHeroFrame({
  eyebrow,
  title,
  lead,
  actions,
  aside,
  backdrop,
  asideOnWideOnly = false,
  from,
  to,
  size = 'page',
  children,
  titleId,
  className = '',
}: {
  eyebrow?: ReactNode
  title: ReactNode
  lead?: ReactNode
  actions?: ReactNode
  /** A picture or video behind the words, over the gradient (it brings its own veil). */
  backdrop?: ReactNode
  /** Right-hand column on wide screens (a DeviceFrame, a logo). */
  aside?: ReactNode
  /** The aside is decoration: shown on wide screens only. */
  asideOnWideOnly?: boolean
  from?: string
  to?: string
  /** `home`: the tall hero; `page`: inner pages; `compact`: legal and error pages. */
  size?: 'home' | 'page' | 'compact'
  /** Below the text, inside the hero (e.g. slider controls). */
  children?: ReactNode
  titleId?: string
  className?: string
}) {
  const colours = from || to ? ({ '--hero-from': from, '--hero-to': to } as CSSProperties) : {}
  const padding = {
    home: 'pt-36 pb-28 lg:pt-44 lg:pb-32',
    page: 'pt-32 pb-20 lg:pt-40 lg:pb-24',
    compact: 'pt-32 pb-14 lg:pt-36 lg:pb-16',
  }[size]
  return (
    <div
      className={`page-hero relative isolate overflow-hidden text-white ${className}`}
      style={colours}
    >
      {backdrop}
      <div aria-hidden="true" className="page-hero-grid absolute inset-0 -z-10" />
      <Container
        className={`relative ${padding} ${aside ? 'grid items-center gap-12 lg:grid-cols-[1.1fr_0.9fr]' : ''}`}
      >
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className="mb-5 inline-block rounded-full border border-brand-soft/30 bg-brand-soft/15 px-3 py-1 text-[13px] font-semibold text-brand-soft">
              {eyebrow}
            </p>
          ) : null}
          <h1
            id={titleId}
            className={`font-bold tracking-[-0.02em] text-balance rtl:tracking-normal ${
              size === 'home'
                ? 'text-[2.5rem] leading-[1.1] sm:text-[3.5rem] rtl:leading-[1.35]'
                : 'text-[2.25rem] leading-[1.15] sm:text-5xl rtl:leading-[1.4]'
            }`}
          >
            {title}
          </h1>
          {lead ? (
            <div className="mt-5 max-w-[38rem] text-lg text-white/85 sm:text-[19px]">{lead}</div>
          ) : null}
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
          {children}
        </div>
        {aside ? (
          <div className={`min-w-0 ${asideOnWideOnly ? 'hidden lg:block' : ''}`}>{aside}</div>
        ) : null}
      </Container>
    </div>
  )
}
