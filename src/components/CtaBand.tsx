import type { ReactNode } from 'react'

import { Container } from './Container'

/** The closing call to action of a page: a dark band with a title, a line and one or two actions. */
export function CtaBand({
  title,
  text,
  actions,
  id = 'cta',
}: {
  title: ReactNode
  text?: ReactNode
  actions: ReactNode
  id?: string
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="bg-white py-16 lg:py-24">
      <Container>
        <div className="page-hero relative isolate overflow-hidden rounded-3xl px-6 py-12 text-white sm:px-12 lg:flex lg:items-center lg:justify-between lg:gap-12 lg:py-14">
          <div aria-hidden="true" className="page-hero-grid absolute inset-0 -z-10" />
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
      </Container>
    </section>
  )
}
