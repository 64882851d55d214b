import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { INSIGHT_RANGES, readInsights } from '@/lib/analytics/insights'

import { isStaff } from '../../access'
import { siteMessage } from '../../admin-labels/messages'
import { adminLanguage } from '../../collections/enquiry-statuses'
import { INSIGHT_TABLES, INSIGHTS_COPY } from './copy'
import { InsightsChart } from './InsightsChart'
import { cellText, dailyRows, insightRows, type InsightRows } from './tables'
import type { AdminLanguage } from '../../collections/enquiry-statuses'
import { StaffViewFrame } from '../StaffViewFrame'

/**
 * The admin's Insights view (`/admin/insights`, in the sidebar for every
 * role): visits counted without cookies and the enquiries they brought over
 * 7, 30 or 90 days, as totals, a chart per day (uPlot, loaded only here) with
 * the same figures as a table, the top pages, entries, referrers, campaigns,
 * languages and devices, and conversion by landing page and by campaign; each
 * table downloads as CSV. Figures from lib/analytics/insights.ts, the same as
 * `GET /api/insights`.
 */
export default async function InsightsView({
  initPageResult,
  params,
  searchParams,
}: AdminViewServerProps) {
  const { req } = initPageResult
  const language = adminLanguage(req.i18n?.language)
  const copy = INSIGHTS_COPY[language]
  const asked = Number(searchParams?.days)
  const days = (INSIGHT_RANGES as readonly number[]).includes(asked) ? asked : 30
  const insights = isStaff({ req }) ? await readInsights(req.payload, days) : null
  return (
    <StaffViewFrame initPageResult={initPageResult} params={params} searchParams={searchParams}>
      <main className="insights">
        <Gutter>
          <h1 className="insights__title">{copy.title}</h1>
          {!insights ? (
            <p>{siteMessage(req, 'signInForInsights')}</p>
          ) : (
            <>
              <p className="insights__intro">{copy.intro}</p>
              <nav className="insights__ranges" aria-label={copy.range}>
                {INSIGHT_RANGES.map((range) => (
                  <a
                    key={range}
                    className="btn btn--size-small btn--style-secondary insights__range"
                    href={`/admin/insights?days=${range}`}
                    aria-current={range === days ? 'page' : undefined}
                  >
                    {copy.days(range)}
                  </a>
                ))}
              </nav>
              <dl className="insights__totals">
                {(
                  [
                    [copy.views, insights.totals.views, 'count'],
                    [copy.visitors, insights.totals.visitors, 'count'],
                    [copy.enquiries, insights.totals.enquiries, 'count'],
                    [copy.conversion, insights.totals.conversion, 'rate'],
                  ] as const
                ).map(([label, value, kind]) => (
                  <div key={label} className="insights__total">
                    <dt>{label}</dt>
                    <dd>{cellText(value, kind, language)}</dd>
                  </div>
                ))}
              </dl>
              <section className="insights__chart" aria-labelledby="insights-chart-heading">
                <h2 id="insights-chart-heading">{copy.chart}</h2>
                <InsightsChart
                  days={insights.daily.map((day) => day.day)}
                  dayLabel={copy.day}
                  series={[
                    { label: copy.views, values: insights.daily.map((day) => day.views) },
                    { label: copy.visitors, values: insights.daily.map((day) => day.visitors) },
                    { label: copy.enquiries, values: insights.daily.map((day) => day.enquiries) },
                  ]}
                  language={language}
                />
                <details className="insights__daily">
                  <summary>{copy.perDay}</summary>
                  <Table
                    rows={dailyRows(insights, language)}
                    language={language}
                    csv={csvHref('daily', days)}
                    copy={copy.csv}
                    none={copy.none}
                  />
                </details>
              </section>
              <div className="insights__tables">
                {INSIGHT_TABLES.map((table) => (
                  <section
                    key={table}
                    className="insights__table"
                    aria-labelledby={`insights-${table}`}
                  >
                    <Table
                      id={`insights-${table}`}
                      rows={insightRows(insights, table, language)}
                      language={language}
                      csv={csvHref(table, days)}
                      copy={copy.csv}
                      none={copy.none}
                    />
                  </section>
                ))}
              </div>
            </>
          )}
        </Gutter>
      </main>
    </StaffViewFrame>
  )
}

const csvHref = (table: string, days: number) => `/api/insights/csv?days=${days}&table=${table}`

function Table({
  id,
  rows,
  language,
  csv,
  copy,
  none,
}: {
  id?: string
  rows: InsightRows
  language: AdminLanguage
  csv: string
  copy: string
  none: string
}) {
  return (
    <>
      {id ? <h2 id={id}>{rows.heading}</h2> : null}
      {rows.rows.length === 0 ? (
        <p className="insights__none">{none}</p>
      ) : (
        <div className="insights__scroll">
          <table>
            <thead>
              <tr>
                {rows.columns.map((column) => (
                  <th key={column.label} scope="col" className={`insights__${column.kind}`}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.rows.map((row, index) => (
                <tr key={index}>
                  {row.map((value, cell) => (
                    <td key={cell} className={`insights__${rows.columns[cell].kind}`}>
                      {/* An address reads left to right inside the Arabic table, and keeps its cell's alignment. */}
                      {String(value).startsWith('/') ? (
                        <bdi dir="ltr">{String(value)}</bdi>
                      ) : (
                        cellText(value, rows.columns[cell].kind, language)
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <a className="insights__csv" href={csv} download>
        {copy}
        <span className="sr-only"> – {rows.heading}</span>
      </a>
    </>
  )
}
