import type { Endpoint, Where } from 'payload'

export const CSV_COLUMNS = [
  'submitted_at',
  'status',
  'name',
  'company',
  'email',
  'full_mobile',
  'country_code',
  'mobile',
  'employees',
  'subject',
  'message',
] as const

/**
 * Text a spreadsheet could read as a formula (OWASP "CSV Injection"): a value
 * that starts with = + - @, a tab, CR or LF (after any spaces), or where one
 * of = + - @ follows a separator (`,` `;` tab), a line break or a quote. The
 * second half matters because the file is not always read as we wrote it: a
 * spreadsheet set to split on `;` or tabs, or one that ignores the quoting,
 * turns `x;=cmd` or `x<TAB>=1+1` into a cell of its own that starts with `=`.
 */
const FORMULA = /^\s*[=+\-@]|^[\t\r\n]|[,;\t\r\n"']\s*[=+\-@]/

/**
 * One CSV cell: RFC 4180 quoting, and a value a spreadsheet could read as a
 * formula becomes text (a leading apostrophe, and the whole cell quoted so no
 * separator or line break inside it can start a new cell).
 */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value)
  const quoted = (content: string) => `"${content.replace(/"/g, '""')}"`
  if (FORMULA.test(text)) return quoted(`'${text}`)
  return /[",;\t\r\n]/.test(text) ? quoted(text) : text
}

export function toCsv(rows: Array<Record<string, unknown>>): string {
  const lines = [CSV_COLUMNS.join(',')]
  for (const row of rows) lines.push(CSV_COLUMNS.map((column) => csvCell(row[column])).join(','))
  // A byte-order mark so spreadsheet programs read Arabic text as UTF-8.
  return '\uFEFF' + lines.join('\r\n') + '\r\n'
}

/** GET /api/contact-submissions/export.csv?where[...]: the staff inbox, filtered as in the admin list. */
export const exportEnquiries: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return Response.json({ error: 'Sign in to export enquiries.' }, { status: 401 })
    const query = (req.query ?? {}) as { where?: Where; search?: string; sort?: string }
    const where: Where = { and: [query.where ?? {}] }
    if (query.search) {
      where.and!.push({
        or: ['name', 'company', 'email', 'subject'].map((field) => ({
          [field]: { like: query.search },
        })),
      })
    }
    const { docs } = await req.payload.find({
      collection: 'contact-submissions',
      where,
      sort: query.sort || '-submitted_at',
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user: req.user,
    })
    const stamp = new Date().toISOString().slice(0, 10)
    return new Response(toCsv(docs as unknown as Array<Record<string, unknown>>), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="enquiries-${stamp}.csv"`,
        'cache-control': 'no-store',
      },
    })
  },
}
