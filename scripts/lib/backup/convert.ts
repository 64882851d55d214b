import { readFile } from 'node:fs/promises'
import path from 'node:path'

import Database from 'libsql'

import { quoteIdent, SQLITE_TABLES } from './database'
import { dumpRows, type DumpColumns } from './pg-dump-rows'

/**
 * Moving a site between SQLite and PostgreSQL: the rows of an archive's
 * database copied into a deployment on the other kind. Both adapters build
 * their tables from the same collections, so at the same migrations they have
 * the same tables and columns; only how values are stored differs. The target
 * is first given the archive's migrations (its own kind's files of the same
 * names), then every table but the migrations' own record is filled, table
 * for table and column for column, with the types converted by the rules
 * below. A table or column one side lacks stops the move with its name.
 */

const MIGRATIONS_TABLE = 'payload_migrations'

export class MoveRefused extends Error {}

/** Tables and their columns' names. */
export type Schema = Record<string, string[]>

/** A SQLite file's tables and columns. */
function sqliteSchema(db: Database.Database): Schema {
  const schema: Schema = {}
  for (const { name } of db.prepare(SQLITE_TABLES).all() as Array<{ name: string }>)
    schema[name] = (
      db.prepare(`PRAGMA table_info(${quoteIdent(name)})`).all() as Array<{ name: string }>
    ).map((column) => column.name)
  return schema
}

/** The tables of a SQLite archive's database, read without changing it. */
export function sqliteFileSchema(file: string): Schema {
  const db = new Database(file, { readonly: true })
  try {
    return sqliteSchema(db)
  } finally {
    db.close()
  }
}

/**
 * The tables this version's `kind` schema has after `migration`: the schema
 * snapshot Payload wrote beside each migration file.
 */
export async function schemaAt(kind: 'sqlite' | 'postgres', migration: string): Promise<Schema> {
  const snapshot = JSON.parse(
    await readFile(
      path.join(process.cwd(), 'src', 'cms', 'migrations', kind, `${migration}.json`),
      'utf8',
    ),
  ) as { tables: Record<string, { name: string; columns: Record<string, { name: string }> }> }
  return Object.fromEntries(
    Object.values(snapshot.tables).map((table) => [
      table.name,
      Object.values(table.columns).map((column) => column.name),
    ]),
  )
}

/** Refuses two schemas that are not the same tables and columns, naming where they part. */
export function sameSchema(
  source: Schema,
  target: Schema,
  names: { source: string; target: string },
) {
  const problems: string[] = []
  for (const table of Object.keys(source).sort()) {
    if (!target[table]) {
      problems.push(`${table} is in the ${names.source} archive only`)
      continue
    }
    const missing = source[table].filter((column) => !target[table].includes(column))
    const extra = target[table].filter((column) => !source[table].includes(column))
    if (missing.length) problems.push(`${table}.${missing.join(', ')} in the archive only`)
    if (extra.length) problems.push(`${table}.${extra.join(', ')} in the ${names.target} only`)
  }
  for (const table of Object.keys(target))
    if (!source[table]) problems.push(`${table} is in the ${names.target} only`)
  if (problems.length)
    throw new MoveRefused(
      `The archive's tables do not match this version's ${names.target} tables (${problems.slice(0, 8).join('; ')}).`,
    )
}

// ── SQLite → PostgreSQL ──────────────────────────────────────────────────────

type PgColumn = { name: string; type: string }

/** A SQLite value as the PostgreSQL column takes it: checkboxes are 0/1 there, true/false here. */
function toPostgres(value: unknown, type: string): unknown {
  if (value === null || value === undefined) return null
  if (type === 'boolean') return Number(value) !== 0
  if (typeof value === 'bigint') return value.toString()
  if (value instanceof ArrayBuffer || value instanceof Uint8Array)
    return Buffer.from(value as never)
  // JSON, timestamps (ISO text) and enums go in as text: PostgreSQL parses them per column.
  return value
}

/**
 * Copies every row of a SQLite file into a PostgreSQL database whose schema
 * was just created at the same migrations. One transaction: its foreign keys
 * are set aside while the rows go in (two tables may name each other), put
 * back and checked before the commit, and each id sequence continues after the
 * highest id copied. A failure rolls back every row.
 */
export async function copySqliteIntoPostgres(sqliteFile: string, url: string): Promise<void> {
  const source = new Database(sqliteFile, { readonly: true })
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  client.on('error', () => {})
  await client.connect()
  try {
    const sourceTables = sqliteSchema(source)

    const targetColumns: Record<string, PgColumn[]> = {}
    for (const row of (
      await client.query(
        `SELECT c.table_name, c.column_name, c.data_type FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema
         WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' ORDER BY c.ordinal_position`,
      )
    ).rows as Array<{ table_name: string; column_name: string; data_type: string }>)
      (targetColumns[row.table_name] ??= []).push({ name: row.column_name, type: row.data_type })
    sameSchema(
      sourceTables,
      Object.fromEntries(
        Object.entries(targetColumns).map(([table, columns]) => [
          table,
          columns.map((c) => c.name),
        ]),
      ),
      { source: 'SQLite', target: 'PostgreSQL' },
    )

    await client.query('BEGIN')
    const keys = (
      await client.query(
        `SELECT conrelid::regclass::text AS "table", conname AS name, pg_get_constraintdef(oid) AS definition
         FROM pg_constraint WHERE contype = 'f' AND connamespace = current_schema()::regnamespace`,
      )
    ).rows as Array<{ table: string; name: string; definition: string }>
    for (const key of keys)
      await client.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${quoteIdent(key.name)}`)

    const tables = Object.keys(targetColumns).filter((table) => table !== MIGRATIONS_TABLE)
    // What the migrations themselves may have written: the archive's rows replace it.
    if (tables.length) await client.query(`TRUNCATE ${tables.map(quoteIdent).join(', ')}`)
    for (const table of tables) {
      const columns = targetColumns[table]
      const list = columns.map((column) => quoteIdent(column.name)).join(', ')
      // Under PostgreSQL's 65,535 parameters a statement.
      const perStatement = Math.max(1, Math.floor(30_000 / columns.length))
      const select = source.prepare(`SELECT ${list} FROM ${quoteIdent(table)}`).raw(true)
      let batch: unknown[][] = []
      const flush = async () => {
        if (!batch.length) return
        const params: unknown[] = []
        const rows = batch.map(
          (row) =>
            `(${row
              .map((value, i) => {
                params.push(toPostgres(value, columns[i].type))
                return `$${params.length}`
              })
              .join(', ')})`,
        )
        await client.query(
          `INSERT INTO ${quoteIdent(table)} (${list}) VALUES ${rows.join(', ')}`,
          params,
        )
        batch = []
      }
      for (const row of select.iterate() as Iterable<unknown[]>) {
        batch.push(row)
        if (batch.length >= perStatement) await flush()
      }
      await flush()
    }

    for (const key of keys)
      await client.query(
        `ALTER TABLE ${key.table} ADD CONSTRAINT ${quoteIdent(key.name)} ${key.definition}`,
      )
    const sequences = (
      await client.query(
        `SELECT table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) AS sequence
         FROM information_schema.columns
         WHERE table_schema = current_schema() AND column_default LIKE 'nextval(%'`,
      )
    ).rows as Array<{ table_name: string; column_name: string; sequence: string | null }>
    for (const { table_name: table, column_name: column, sequence } of sequences)
      if (sequence)
        await client.query(
          `SELECT setval($1, (SELECT COALESCE(max(${quoteIdent(column)}), 0) + 1 FROM ${quoteIdent(table)}), false)`,
          [sequence],
        )
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    source.close()
    await client.end()
  }
}

// ── PostgreSQL → SQLite ──────────────────────────────────────────────────────

/** `2026-12-03 09:15:02.5+03` (PostgreSQL's text) → `2026-12-03T06:15:02.500Z` (how the SQLite adapter stores times). */
export function isoFromPostgres(text: string, withZone: boolean): string {
  const parts =
    /^(\d{4}-\d\d-\d\d)[ T](\d\d:\d\d:\d\d(?:\.\d+)?)(?:([+-]\d\d)(?::?(\d\d))?(?::?(\d\d))?)?$/.exec(
      text,
    )
  if (!parts) return text
  const [, day, time, hours, minutes = '00'] = parts
  const zone = withZone && hours ? `${hours}:${minutes}` : 'Z'
  const date = new Date(`${day}T${time}${zone}`)
  return Number.isNaN(date.getTime()) ? text : date.toISOString()
}

const NUMERIC = /^(smallint|integer|bigint|numeric|real|double precision)\b/

/** A field of the dump as the SQLite adapter stores it, by its PostgreSQL type. */
export function toSqlite(value: string | null, type: string): string | number | null {
  if (value === null) return null
  if (type === 'boolean') return value === 't' ? 1 : 0
  if (type.startsWith('timestamp')) return isoFromPostgres(value, type.includes('with time zone'))
  if (NUMERIC.test(type)) {
    const number = Number(value)
    return Number.isFinite(number) ? number : value
  }
  // Text, enums and JSON (PostgreSQL's own spelling of it: the same document).
  return value
}

/**
 * Copies every row of a PostgreSQL dump into a SQLite file whose schema was
 * just created at the same migrations (`types`: the dump's columns, read
 * before anything was changed), in one transaction with foreign keys checked
 * before the commit. A failure rolls back every row.
 */
export async function copyDumpIntoSqlite(
  dump: string,
  types: DumpColumns,
  sqliteFile: string,
): Promise<void> {
  const target = new Database(sqliteFile)
  try {
    const targetTables = sqliteSchema(target)
    sameSchema(
      Object.fromEntries(
        Object.entries(types).map(([table, columns]) => [table, Object.keys(columns)]),
      ),
      targetTables,
      { source: 'PostgreSQL', target: 'SQLite' },
    )

    // Foreign keys are checked once every row is in (two tables may name each other).
    target.exec('PRAGMA foreign_keys = OFF')
    target.exec('BEGIN IMMEDIATE')
    try {
      for (const table of Object.keys(targetTables))
        if (table !== MIGRATIONS_TABLE) target.exec(`DELETE FROM ${quoteIdent(table)}`)
      const inserts = new Map<string, ReturnType<typeof target.prepare>>()
      await dumpRows(dump, (table, columns, values) => {
        if (table === MIGRATIONS_TABLE) return
        let insert = inserts.get(table)
        if (!insert) {
          insert = target.prepare(
            `INSERT INTO ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
          )
          inserts.set(table, insert)
        }
        insert.run(values.map((value, i) => toSqlite(value, types[table]?.[columns[i]] ?? 'text')))
      })
      const broken = target.prepare('PRAGMA foreign_key_check').all() as Array<{
        table: string
        parent: string
      }>
      if (broken.length)
        throw new MoveRefused(
          `${broken.length} rows of the archive name rows it does not hold (first: ${broken[0].table} → ${broken[0].parent}).`,
        )
      target.exec('COMMIT')
    } catch (error) {
      target.exec('ROLLBACK')
      throw error
    }
    target.exec('PRAGMA foreign_keys = ON')
  } finally {
    target.close()
  }
}
