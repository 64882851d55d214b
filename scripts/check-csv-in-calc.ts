/**
 * Opens the enquiry CSV as staff do, in LibreOffice Calc (headless, from
 * Debian's libreoffice-calc-nogui), and checks what each cell becomes: phone
 * numbers as the visitor gave them with no apostrophe, Arabic intact, the
 * notes' lines kept, and anything a spreadsheet would run as a formula shown
 * as text. Run by .ci/run; `npm run check:csv-calc` by hand.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { CSV_COLUMNS, toCsv } from '../src/cms/endpoints/export-enquiries'

type Cell = { type: string; text: string }

const row = {
  submitted_at: '2026-11-25T06:30:00.000Z',
  status: 'in progress',
  name: 'سارة الأحمد',
  email: 'sara@example.com',
  full_mobile: '+965 50123456',
  country_code: '+965',
  mobile: '50123456',
  subject: '=HYPERLINK("http://evil.example")',
  message: 'Two lines\n@SUM(1+1)',
  utm_campaign: 'ramadan-2027',
  history: [
    { at: '2026-11-25T07:00:00.000Z', kind: 'note', by_name: 'Huda', note: 'Called; demo Sunday.' },
    {
      at: '2026-11-25T07:05:00.000Z',
      kind: 'status',
      by_name: 'Huda',
      old_value: 'new',
      new_value: 'in progress',
    },
  ],
}

const unescape = (text: string) =>
  text
    .replace(/<text:line-break\/>/g, '\n')
    .replace(/<text:s(?: text:c="(\d+)")?\/>/g, (_, count?: string) =>
      ' '.repeat(Number(count ?? 1)),
    )
    .replace(/<\/text:p>\s*<text:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** The cells of each row of the first sheet of a flat ODS file. */
function sheetRows(fods: string): Cell[][] {
  return [...fods.matchAll(/<table:table-row[^>]*>([\s\S]*?)<\/table:table-row>/g)].map(([, row]) =>
    [...row!.matchAll(/<table:table-cell([^>]*?)(?:\/>|>([\s\S]*?)<\/table:table-cell>)/g)].flatMap(
      ([, attributes, content]) => {
        const repeat = Number(/table:number-columns-repeated="(\d+)"/.exec(attributes!)?.[1] ?? 1)
        const cell = {
          type: /office:value-type="(\w+)"/.exec(attributes!)?.[1] ?? 'empty',
          text: unescape((content ?? '').replace(/^\s*<text:p>|<\/text:p>\s*$/g, '')).trim(),
        }
        return Array.from({ length: Math.min(repeat, 200) }, () => cell)
      },
    ),
  )
}

const dir = mkdtempSync(path.join(tmpdir(), 'csv-calc-'))
const failures: string[] = []
try {
  const csv = path.join(dir, 'enquiries.csv')
  writeFileSync(csv, toCsv([row as never]))
  // Comma-separated, double quotes, UTF-8 (76), from the first line: what Calc's import offers.
  execFileSync(
    'soffice',
    ['--headless', '--infilter=CSV:44,34,76,1', '--convert-to', 'fods', '--outdir', dir, csv],
    { stdio: 'pipe', timeout: 120_000, env: { ...process.env, HOME: dir } },
  )
  const [, cells] = sheetRows(readFileSync(path.join(dir, 'enquiries.fods'), 'utf8'))
  const cell = (column: (typeof CSV_COLUMNS)[number]) => cells![CSV_COLUMNS.indexOf(column)]!
  const expect = (column: (typeof CSV_COLUMNS)[number], type: string, text: string) => {
    const got = cell(column)
    const ok = got.type === type && got.text === text
    console.log(
      `${ok ? '✔' : '✘'} ${column.padEnd(16)} ${got.type.padEnd(7)} ${JSON.stringify(got.text)}`,
    )
    if (!ok) failures.push(`${column}: expected ${type} ${JSON.stringify(text)}`)
  }
  expect('country_code', 'float', '965')
  expect('mobile', 'float', '50123456')
  expect('name', 'string', 'سارة الأحمد')
  expect('status', 'string', 'In progress')
  expect('submitted_at', 'date', '2026-11-25 09:30:00')
  // Formulas stay text: the apostrophe shows, the formula never runs.
  expect('subject', 'string', `'=HYPERLINK("http://evil.example")`)
  expect('message', 'string', "'Two lines\n@SUM(1+1)")
  expect('notes', 'string', '2026-11-25 10:00:00 Huda: Called; demo Sunday.')
  expect('status_history', 'string', '2026-11-25 10:05:00 Huda: New → In progress')
  // The whole number keeps its "+" and so its apostrophe: the two columns before it are for dialling.
  expect('full_mobile', 'string', "'+965 50123456")
} finally {
  rmSync(dir, { recursive: true, force: true })
}
if (failures.length) {
  console.error(`✘ Calc read the enquiry CSV differently:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
console.log('✔ Calc reads the enquiry CSV as staff expect')
