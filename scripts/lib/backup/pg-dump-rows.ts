import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

import { toolError } from './database'

/**
 * The tables of a `pg_dump` custom-format file, read without a PostgreSQL
 * server: `pg_restore --file=-` turns the dump into SQL text, whose
 * `CREATE TABLE` statements give each column's type and whose `COPY … FROM
 * stdin` blocks hold the rows in PostgreSQL's text format. This is how a
 * PostgreSQL archive is moved onto a one-box SQLite deployment, where no
 * PostgreSQL server runs (only the client tools are needed).
 */

/** A column's PostgreSQL type, per table: `{ pages: { id: 'integer', updated_at: 'timestamp(3) with time zone' } }`. */
export type DumpColumns = Record<string, Record<string, string>>

const unquote = (name: string) =>
  name.startsWith('"') ? name.slice(1, -1).replace(/""/g, '"') : name

/** `public.pages` or `"my schema"."order"` → the table's own name. */
const tableName = (qualified: string) => {
  const parts = qualified.match(/"(?:[^"]|"")*"|[^.]+/g) ?? [qualified]
  return unquote(parts[parts.length - 1])
}

/** Runs pg_restore on the dump, handing each line of its SQL to `line`. */
async function restoreLines(
  dump: string,
  args: string[],
  line: (text: string) => void,
): Promise<void> {
  const child = spawn('pg_restore', [...args, '--file=-', dump], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let errors = ''
  child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-4000)))
  const closed = new Promise<void>((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) => reject(toolError('pg_restore', error)))
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`pg_restore failed (exit ${code}): ${errors.trim()}`)),
    )
  })
  const reading = (async () => {
    try {
      for await (const text of createInterface({ input: child.stdout, crlfDelay: Infinity }))
        line(text)
    } catch (error) {
      // The rows could not be taken: pg_restore has nobody left to write to.
      child.kill()
      throw error
    }
  })()
  await Promise.all([closed, reading])
}

/** Every table's columns and their types, from the dump's schema. */
export async function dumpColumns(dump: string): Promise<DumpColumns> {
  const tables: DumpColumns = {}
  let current: Record<string, string> | undefined
  await restoreLines(dump, ['--schema-only', '--no-owner', '--no-privileges'], (text) => {
    const opening = /^CREATE TABLE (\S+) \($/.exec(text)
    if (opening) {
      current = tables[tableName(opening[1])] = {}
      return
    }
    if (!current) return
    if (text === ');') {
      current = undefined
      return
    }
    // `    name type [DEFAULT …] [NOT NULL],` (a constraint line starts with CONSTRAINT).
    const column = /^\s+("(?:[^"]|"")*"|[^\s"]+) (.+?),?$/.exec(text)
    if (!column || column[1] === 'CONSTRAINT') return
    current[unquote(column[1])] = column[2].replace(/ (DEFAULT|NOT NULL|NULL|GENERATED)\b.*$/, '')
  })
  return tables
}

const ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' }

/** One field of COPY's text format: `\N` is NULL; backslash escapes as PostgreSQL writes them. */
export function copyField(field: string): string | null {
  if (field === '\\N') return null
  if (!field.includes('\\')) return field
  return field.replace(/\\(x[0-9a-fA-F]{1,2}|[0-7]{1,3}|.)/g, (_, code: string) => {
    if (code[0] === 'x' && code.length > 1) return String.fromCharCode(parseInt(code.slice(1), 16))
    if (/^[0-7]/.test(code)) return String.fromCharCode(parseInt(code, 8))
    return ESCAPES[code] ?? code
  })
}

/**
 * Every row of the dump, table by table, as COPY wrote it (text or null per
 * column). `row` is called in the dump's order; the caller converts types.
 */
export async function dumpRows(
  dump: string,
  row: (table: string, columns: string[], values: Array<string | null>) => void,
): Promise<void> {
  let table: string | undefined
  let columns: string[] = []
  await restoreLines(dump, ['--data-only', '--no-owner', '--no-privileges'], (text) => {
    if (table === undefined) {
      const copy = /^COPY (\S+) \((.*)\) FROM stdin;$/.exec(text)
      if (copy) {
        table = tableName(copy[1])
        columns = (copy[2].match(/"(?:[^"]|"")*"|[^,\s]+/g) ?? []).map(unquote)
      }
      return
    }
    if (text === '\\.') {
      table = undefined
      return
    }
    const values = text.split('\t').map(copyField)
    if (values.length !== columns.length)
      throw new Error(
        `The dump's ${table} has a row of ${values.length} fields for ${columns.length} columns.`,
      )
    row(table, columns, values)
  })
}
