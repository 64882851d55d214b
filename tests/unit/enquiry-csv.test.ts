import { describe, expect, it } from 'vitest'

import { CSV_COLUMNS, csvCell, toCsv } from '@/cms/endpoints/export-enquiries'

describe('enquiry CSV export', () => {
  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"')
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell(null)).toBe('')
  })

  it('writes a header row and one row per enquiry, with a BOM for Arabic text', () => {
    const csv = toCsv([{ name: 'سارة', company: 'Acme', status: 'new', full_mobile: '+965 5555' }])
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const [header, row] = csv.slice(1).trimEnd().split('\r\n')
    expect(header).toBe(CSV_COLUMNS.join(','))
    expect(row.split(',')[CSV_COLUMNS.indexOf('name')]).toBe('سارة')
    expect(row.split(',')[CSV_COLUMNS.indexOf('full_mobile')]).toBe("'+965 5555")
  })
})
