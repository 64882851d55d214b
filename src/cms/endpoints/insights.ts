import type { Endpoint, PayloadRequest } from 'payload'

import { readInsights } from '@/lib/analytics/insights'
import { KEEP_MONTHS } from '@/lib/analytics/store'

import { isStaff } from '../access'
import { siteMessage } from '../admin-labels/messages'
import { recordAudit } from '../audit/record'
import { adminLanguage } from '../collections/enquiry-statuses'
import { refuse } from './refuse'
import { INSIGHT_TABLES, type InsightTable } from '../views/insights/copy'
import { csvOf, dailyRows, insightRows } from '../views/insights/tables'

/** The longest range asked for: everything kept (25 months). */
export const MAX_INSIGHT_DAYS = Math.ceil(KEEP_MONTHS * 30.5)

/** The range asked for (`days`, 30 when absent), or the refusal to answer. */
function askedDays(req: PayloadRequest): number | Response {
  if (!isStaff({ req })) return refuse(401, siteMessage(req, 'signInForInsights'))
  const asked = (req.query as { days?: unknown } | undefined)?.days ?? '30'
  const days = typeof asked === 'string' && /^\d{1,4}$/.test(asked) ? Number(asked) : NaN
  if (!(days >= 1 && days <= MAX_INSIGHT_DAYS))
    return refuse(400, siteMessage(req, 'insightsDays', { max: MAX_INSIGHT_DAYS }))
  return days
}

/**
 * `GET /api/insights?days=30`: the Insights view's figures as JSON
 * (lib/analytics/insights.ts), for signed-in staff of any role. `days` is
 * 1 to MAX_INSIGHT_DAYS, 30 when absent.
 */
export const insightsEndpoint: Endpoint = {
  path: '/insights',
  method: 'get',
  handler: async (req) => {
    const days = askedDays(req)
    if (days instanceof Response) return days
    return Response.json(await readInsights(req.payload, days), {
      headers: { 'Cache-Control': 'private, no-store' },
    })
  },
}

/** `GET /api/insights/csv?days=30&table=pages`: one table of the view as CSV, in the admin's language. */
export const insightsCsvEndpoint: Endpoint = {
  path: '/insights/csv',
  method: 'get',
  handler: async (req) => {
    const days = askedDays(req)
    if (days instanceof Response) return days
    const table = (req.query as { table?: unknown } | undefined)?.table
    const known = table === 'daily' || INSIGHT_TABLES.includes(table as InsightTable)
    if (!known) return refuse(400, siteMessage(req, 'insightsTable'))
    const language = adminLanguage(req.i18n?.language)
    const insights = await readInsights(req.payload, days)
    await recordAudit(
      req,
      {
        action: 'export',
        entity: 'insights',
        details: `${table}, ${insights.from} – ${insights.to}`,
      },
      { inTransaction: false },
    )
    const rows =
      table === 'daily'
        ? dailyRows(insights, language)
        : insightRows(insights, table as InsightTable, language)
    return new Response(csvOf(rows), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="insights-${table}-${insights.from}-${insights.to}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    })
  },
}
