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

/** RFC 4180 quoting, and a leading quote on values a spreadsheet would run as formulas. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
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
