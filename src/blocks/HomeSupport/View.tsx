import { Headset, Smile, Timer } from 'lucide-react'

import { Container } from '@/components/Container'
import type { Locale } from '@/i18n/routing'
import type { HomeSupportBlock } from '@/payload-types'
import { PageLinkButton, shownButton } from '../PageLink'
import { Eyebrow } from '@/components/Eyebrow'

/** One icon per figure, by position: round the clock, satisfaction, response time. */
const SUPPORT_ICONS = [Headset, Smile, Timer]

/** The customer-support band: who answers, a button and three figures. */
export function HomeSupportView({ block, locale }: { block: HomeSupportBlock; locale: Locale }) {
  return (
    <section aria-labelledby="support-title" className="bg-white pb-16 lg:pb-24">
      <Container>
        <div className="page-hero relative isolate overflow-hidden rounded-3xl px-6 py-12 text-white sm:px-12 lg:py-16">
          <div aria-hidden="true" className="page-hero-grid absolute inset-0 -z-10" />
          <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.3fr] lg:gap-16">
            <div>
              {block.eyebrow ? <Eyebrow onDark>{block.eyebrow}</Eyebrow> : null}
              <h2
                id="support-title"
                className="mt-2 text-3xl font-bold text-balance sm:text-[2.5rem] rtl:tracking-normal"
              >
                {block.title}
              </h2>
              {block.text ? <p className="mt-4 text-lg text-white/85">{block.text}</p> : null}
              {shownButton(block.button) ? (
                <div className="mt-8">
                  <PageLinkButton link={block.button} locale={locale} />
                </div>
              ) : null}
            </div>
            {/* On phones a third of the card is too narrow for "5 دقائق": one row per figure there. */}
            <dl className="grid gap-3 sm:grid-cols-3 sm:gap-4" data-testid="support-stats">
              {(block.figures ?? []).map((figure, index) => {
                const Glyph = SUPPORT_ICONS[index % SUPPORT_ICONS.length]
                return (
                  <div
                    key={figure.id ?? index}
                    className="flex items-center gap-3 rounded-2xl border border-white/15 bg-white/[0.06] px-4 py-3 sm:flex-col sm:items-stretch sm:gap-0 sm:p-6"
                  >
                    <dt className="order-2 text-sm text-white/85 sm:mt-1 sm:text-base">
                      {figure.label}
                    </dt>
                    <dd className="order-1 flex min-w-28 shrink-0 items-center gap-2.5 text-2xl font-bold text-accent sm:block sm:min-w-0 sm:text-4xl">
                      <Glyph
                        aria-hidden="true"
                        className="size-6 shrink-0 text-brand-soft sm:mb-4 sm:size-7"
                      />
                      <span dir="auto" className="whitespace-nowrap">
                        {figure.value}
                      </span>
                    </dd>
                  </div>
                )
              })}
            </dl>
          </div>
        </div>
      </Container>
    </section>
  )
}
