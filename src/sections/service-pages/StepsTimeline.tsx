import { getTranslations } from 'next-intl/server'

import type { Step, TimelinePhase } from '@/sections/types'
import type { Locale } from '@/i18n/routing'

/**
 * Numbered steps (a process, an implementation plan): a numbered badge, h3
 * title and a line each; four across on wide screens, stacked on phones.
 */
export function StepsList({ steps }: { steps: Step[] }) {
  return (
    <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid="steps">
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-white p-6">
          <span
            dir="ltr"
            aria-hidden="true"
            className="grid size-11 place-items-center rounded-full bg-brand text-lg font-bold text-white"
          >
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className="mt-5 text-lg font-semibold text-ink">{step.title}</h3>
          <p className="mt-2 text-muted">{step.description}</p>
        </li>
      ))}
    </ol>
  )
}

/**
 * "الأسبوعان 1-2": after an Arabic word the bidi algorithm treats the digits as
 * Arabic numbers, which a hyphen does not join, so the range would read "2-1".
 * Ranges are isolated left to right.
 */
function withLtrRanges(text: string) {
  return text.split(/(\d+(?:\s*[-–]\s*\d+)+)/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} dir="ltr">
        {part}
      </span>
    ) : (
      part
    ),
  )
}

/**
 * A project timeline: phases (period + task) on a line with a proportional
 * bar of the weeks each takes; `title` names the list (e.g. "12-week plan").
 */
export async function PhaseTimeline({
  phases,
  locale,
  title,
}: {
  phases: TimelinePhase[]
  locale: Locale
  title: string
}) {
  const t = await getTranslations({ locale, namespace: 'servicePages.common' })
  const total = Math.max(...phases.map((phase) => phase.weeks.to))
  return (
    <div className="rounded-3xl border border-slate-200 bg-white p-6 sm:p-8">
      <h3 className="text-xl font-semibold text-ink">{title}</h3>
      <ol className="mt-6 space-y-5" data-testid="timeline">
        {phases.map((phase) => {
          const start = ((phase.weeks.from - 1) / total) * 100
          const width = ((phase.weeks.to - phase.weeks.from + 1) / total) * 100
          return (
            <li key={phase.period} className="grid gap-2 sm:grid-cols-[9rem_1fr] sm:gap-6">
              <p className="font-semibold text-brand">{withLtrRanges(phase.period)}</p>
              <div>
                <p className="text-ink">{phase.task}</p>
                <div
                  aria-hidden="true"
                  className="relative mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
                >
                  <span
                    className="absolute inset-y-0 rounded-full bg-brand"
                    style={{ insetInlineStart: `${start}%`, width: `${width}%` }}
                  />
                </div>
              </div>
            </li>
          )
        })}
      </ol>
      <p className="mt-6 text-sm text-muted">{t('timelineTotal', { weeks: total })}</p>
    </div>
  )
}
