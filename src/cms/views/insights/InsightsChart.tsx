'use client'

import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

import { BRAND_COLOURS } from '@/lib/brand-colours'

import type { AdminLanguage } from '../../collections/enquiry-statuses'

type Series = { label: string; values: number[] }

/** The site's teal, a dark slate and amber: told apart without relying on colour alone (each line also has its own dash). */
const COLOURS = [BRAND_COLOURS.brand, '#334155', '#b45309']
const DASHES: (number[] | undefined)[] = [undefined, [6, 4], [2, 3]]

/**
 * Visits and enquiries per day as lines, drawn with uPlot (about 50 KB, in
 * the admin's bundle only). Time runs left to right in both languages, as on
 * a calendar, so the chart is laid out left to right in the Arabic admin too.
 * The same figures are in the table under it, for screen readers and for
 * reading exactly.
 */
export function InsightsChart({
  days,
  dayLabel,
  series,
  language,
}: {
  days: string[]
  dayLabel: string
  series: Series[]
  language: AdminLanguage
}) {
  const holder = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = holder.current
    if (!element) return
    const locale = language === 'ar' ? 'ar-KW-u-nu-latn' : 'en-GB'
    const dayText = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    })
    const numberText = new Intl.NumberFormat(locale)
    const stamps = days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000)
    const width = () => Math.max(element.clientWidth, 280)
    const chart = new uPlot(
      {
        width: width(),
        height: 260,
        scales: { x: { time: true } },
        // The legend names the lines; the figures are in the table below.
        legend: { live: false },
        axes: [
          {
            // One tick a day at most: days are what is counted.
            incrs: [86_400, 2 * 86_400, 7 * 86_400, 14 * 86_400, 30 * 86_400],
            values: (_chart, ticks) => ticks.map((tick) => dayText.format(tick * 1000)),
            stroke: BRAND_COLOURS.muted,
          },
          {
            values: (_chart, ticks) => ticks.map((tick) => numberText.format(tick)),
            stroke: BRAND_COLOURS.muted,
          },
        ],
        series: [
          { label: dayLabel },
          ...series.map((line, index) => ({
            label: line.label,
            stroke: COLOURS[index],
            dash: DASHES[index],
            width: 2,
            value: (_chart: uPlot, value: number | null) =>
              value == null ? '' : numberText.format(value),
          })),
        ],
      },
      [stamps, ...series.map((line) => line.values)],
      element,
    )
    const resize = new ResizeObserver(() => chart.setSize({ width: width(), height: 260 }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
  }, [days, dayLabel, series, language])
  return <div ref={holder} className="insights__plot" dir="ltr" aria-hidden="true" />
}
