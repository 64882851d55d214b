import type { ReactNode } from 'react'

import { Container } from './Container'

/**
 * The closing call to action of a page: a dark band with a title, a line and
 * one or two actions, and optionally a second, quieter invitation under a rule
 * (one band, not two stacked). After a white section the band adds no white
 * of its own above it: that section's bottom padding is the gap, so every
 * page closes with the same rhythm.
 */
export function CtaBand({
  title,
  text,
  actions,
  more,
  id = 'cta',
}: {
  title: ReactNode
  text?: ReactNode
  actions: ReactNode
  /** A secondary invitation (a line and a link), shown in the band under a rule. */
  more?: ReactNode
  id?: string
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="cta-band bg-white py-16 lg:py-24 [.bg-white+&]:pt-0"
    >
      <Container>
        <div className="page-hero relative isolate overflow-hidden rounded-3xl px-6 py-12 text-white sm:px-12 lg:py-14">
          <div aria-hidden="true" className="page-hero-grid absolute inset-0 -z-10" />
          <div className="lg:flex lg:items-center lg:justify-between lg:gap-12">
            <div className="max-w-2xl">
              <h2
                id={`${id}-title`}
                className="text-3xl font-bold tracking-[-0.01em] text-balance sm:text-[2.5rem] rtl:tracking-normal"
              >
                {title}
              </h2>
              {text ? <p className="mt-3 text-lg text-white/85">{text}</p> : null}
            </div>
            <div className="mt-8 flex shrink-0 flex-wrap gap-3 lg:mt-0">{actions}</div>
          </div>
          {more ? (
            <div className="mt-10 flex flex-col gap-4 border-t border-white/15 pt-8 sm:flex-row sm:items-center sm:justify-between">
              {more}
            </div>
          ) : null}
        </div>
      </Container>
    </section>
  )
}
