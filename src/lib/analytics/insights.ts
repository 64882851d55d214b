import type { Payload } from 'payload'

import type { ViewDimension } from './fields'
import { kuwaitMidnight } from '../kuwait-zone'
import { kuwaitDay } from './page-view'
import { query } from './store'

/**
 * The figures staff read in the Insights view and at `GET /api/insights`:
 * visits and enquiries per Kuwait day over the last `days` days (today
 * included), the top keys of each dimension, and conversion (enquiries per
 * visit that entered there) by landing page and by campaign. Enquiries are
 * those stored in the range, with the landing page and campaign their
 * attribution recorded (lib/attribution).
 */
export const INSIGHT_RANGES = [7, 30, 90] as const

/** Rows each table shows. */
export const TOP_ROWS = 10

export type Day = { day: string; views: number; visitors: number; enquiries: number }
export type Top = { key: string; count: number }
export type Conversion = { key: string; visits: number; enquiries: number; rate: number }

export type Insights = {
  from: string
  to: string
  days: number
  totals: { views: number; visitors: number; enquiries: number; conversion: number }
  daily: Day[]
  pages: Top[]
  entries: Top[]
  referrers: Top[]
  sources: Top[]
  campaigns: Top[]
  languages: Top[]
  devices: Top[]
  conversionByLandingPage: Conversion[]
  conversionByCampaign: Conversion[]
}

const DAY_MS = 86_400_000

/** The `days` Kuwait days ending with `today`, oldest first. */
export function daysEnding(today: string, days: number): string[] {
  const end = Date.parse(`${today}T00:00:00Z`)
  return Array.from({ length: days }, (_, index) =>
    new Date(end - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  )
}

const rate = (enquiries: number, visits: number) =>
  visits > 0 ? Math.round((enquiries / visits) * 10_000) / 10_000 : 0

const TOP_DIMENSIONS = {
  pages: 'page',
  entries: 'entry',
  referrers: 'referrer',
  sources: 'source',
  campaigns: 'campaign',
  languages: 'language',
  devices: 'device',
} as const satisfies Record<string, ViewDimension>

type Enquiry = { createdAt: string; landing_page?: string | null; utm_campaign?: string | null }

export async function readInsights(
  payload: Payload,
  days: number,
  now: Date = new Date(),
): Promise<Insights> {
  const range = daysEnding(kuwaitDay(now), days)
  const [from, to] = [range[0], range.at(-1)!]
  const rows = (await query(payload, {
    sql: `SELECT day, dimension, key, SUM(count) AS count FROM site_visits
          WHERE day >= ? AND day <= ? GROUP BY day, dimension, key`,
    args: [from, to],
  })) as { day: string; dimension: string; key: string | null; count: unknown }[]

  const daily = new Map(range.map((day) => [day, { day, views: 0, visitors: 0, enquiries: 0 }]))
  const totals = new Map<string, Map<string, number>>()
  for (const row of rows) {
    const count = Number(row.count)
    const day = daily.get(String(row.day))
    if (!day) continue
    if (row.dimension === 'views') day.views += count
    // A closed day has its `visitors` count; an open one its hashes, one row each.
    else if (row.dimension === 'visitors') day.visitors += count
    else if (row.dimension === 'visitor') day.visitors += 1
    else {
      const keys = totals.get(row.dimension) ?? new Map<string, number>()
      keys.set(row.key ?? '', (keys.get(row.key ?? '') ?? 0) + count)
      totals.set(row.dimension, keys)
    }
  }
  const top = (dimension: string): Top[] =>
    [...(totals.get(dimension) ?? new Map<string, number>())]
      .map(([key, count]) => ({ key, count }))
      .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
      .slice(0, TOP_ROWS)

  const { docs } = await payload.find({
    collection: 'contact-submissions',
    where: { createdAt: { greater_than_equal: kuwaitMidnight(from) } },
    select: { createdAt: true, landing_page: true, utm_campaign: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const enquiriesBy = { landing: new Map<string, number>(), campaign: new Map<string, number>() }
  let enquiries = 0
  for (const doc of docs as unknown as Enquiry[]) {
    const day = daily.get(kuwaitDay(new Date(doc.createdAt)))
    if (!day) continue
    day.enquiries += 1
    enquiries += 1
    for (const [map, key] of [
      [enquiriesBy.landing, doc.landing_page],
      [enquiriesBy.campaign, doc.utm_campaign],
    ] as const)
      if (key) map.set(key, (map.get(key) ?? 0) + 1)
  }
  const conversion = (dimension: 'entry' | 'campaign', made: Map<string, number>): Conversion[] => {
    const visits = totals.get(dimension) ?? new Map<string, number>()
    return [...new Set([...visits.keys(), ...made.keys()])]
      .map((key) => {
        const entered = visits.get(key) ?? 0
        const sent = made.get(key) ?? 0
        return { key, visits: entered, enquiries: sent, rate: rate(sent, entered) }
      })
      .sort(
        (a, b) => b.enquiries - a.enquiries || b.visits - a.visits || a.key.localeCompare(b.key),
      )
      .slice(0, TOP_ROWS)
  }

  const perDay = [...daily.values()]
  const views = perDay.reduce((sum, day) => sum + day.views, 0)
  const visitors = perDay.reduce((sum, day) => sum + day.visitors, 0)
  return {
    from,
    to,
    days,
    totals: { views, visitors, enquiries, conversion: rate(enquiries, visitors) },
    daily: perDay,
    ...(Object.fromEntries(
      Object.entries(TOP_DIMENSIONS).map(([name, dimension]) => [name, top(dimension)]),
    ) as Record<keyof typeof TOP_DIMENSIONS, Top[]>),
    conversionByLandingPage: conversion('entry', enquiriesBy.landing),
    conversionByCampaign: conversion('campaign', enquiriesBy.campaign),
  }
}
