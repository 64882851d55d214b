import type { Payload } from 'payload'

import { splitCountKey, type Counts } from './tally'

/**
 * The visit counts in the database (the `site_visits` table of
 * cms/collections/SiteVisits.ts), written and read with plain SQL that
 * PostgreSQL and SQLite both speak: an additive upsert, so any number of
 * replicas add to one row and none overwrites another. On PostgreSQL every
 * write holds one advisory lock for its transaction, so closing a day (count
 * its visitor hashes, then delete them) never meets another replica doing the
 * same. SQLite is one box; each write is one batch, one transaction.
 */
export type Statement = { sql: string; args: (string | number)[] }

type SqliteClient = {
  batch: (statements: Statement[], mode: 'write') => Promise<{ rows: unknown[] }[]>
  execute: (statement: Statement) => Promise<{ rows: unknown[] }>
}
type PgClient = {
  query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>
  release: (error?: Error | boolean) => void
}
type Adapter = {
  name?: string
  client?: SqliteClient
  pool?: { connect: () => Promise<PgClient>; query: PgClient['query'] }
}

const VISITS_LOCK_ID = 7_114_829_411 // any fixed number; only visit-count writes take it

/** `?` placeholders become PostgreSQL's `$1…`. */
const numbered = (sql: string) => {
  let n = 0
  return sql.replace(/\?/g, () => `$${++n}`)
}

/** Runs the statements in one transaction; each answer's rows, in order. */
export async function inTransaction(
  payload: Payload,
  statements: Statement[],
): Promise<unknown[][]> {
  const db = payload.db as unknown as Adapter
  if (db.name === 'postgres' && db.pool) {
    const client = await db.pool.connect()
    try {
      await client.query('BEGIN')
      await client.query('SELECT pg_advisory_xact_lock($1)', [VISITS_LOCK_ID])
      const answers: unknown[][] = []
      for (const { sql, args } of statements)
        answers.push((await client.query(numbered(sql), args)).rows)
      await client.query('COMMIT')
      client.release()
      return answers
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {})
      client.release(error instanceof Error ? error : true)
      throw error
    }
  }
  if (!db.client) throw new Error(`visit counts: no SQL client on the ${db.name} adapter`)
  return (await db.client.batch(statements, 'write')).map((answer) => answer.rows)
}

/** One read statement's rows. */
export async function query(
  payload: Payload,
  statement: Statement,
): Promise<Record<string, unknown>[]> {
  const db = payload.db as unknown as Adapter
  if (db.name === 'postgres' && db.pool)
    return (await db.pool.query(numbered(statement.sql), statement.args)).rows as Record<
      string,
      unknown
    >[]
  if (!db.client) throw new Error(`visit counts: no SQL client on the ${db.name} adapter`)
  return (await db.client.execute(statement)).rows as Record<string, unknown>[]
}

const ADD = `INSERT INTO site_visits (day, dimension, key, count) VALUES (?, ?, ?, ?)
ON CONFLICT (day, dimension, key) DO UPDATE SET count = site_visits.count + excluded.count`

/** Rows per statement: far below either database's limit on parameters. */
const ROWS_PER_STATEMENT = 200

/** The statements that add `counts` to the table. */
export function additions(counts: Counts): Statement[] {
  const rows = [...counts].map(([composite, count]) => {
    const { day, dimension, key } = splitCountKey(composite)
    return [day, dimension, key, count] as (string | number)[]
  })
  const statements: Statement[] = []
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT)
    const values = chunk.map(() => '(?, ?, ?, ?)').join(', ')
    statements.push({
      sql: ADD.replace('VALUES (?, ?, ?, ?)', `VALUES ${values}`),
      args: chunk.flat(),
    })
  }
  return statements
}

/** Adds the counts in one transaction: all of them, or (on an error) none. */
export async function writeCounts(payload: Payload, counts: Counts): Promise<void> {
  if (counts.size === 0) return
  await inTransaction(payload, additions(counts))
}

/** Aggregates are kept this many months (then deleted, day by day). */
export const KEEP_MONTHS = 25

/** The first day still kept on `today` (a Kuwait day, `YYYY-MM-DD`). */
export function firstKeptDay(today: string): string {
  const [year, month, day] = today.split('-').map(Number)
  const first = new Date(Date.UTC(year, month - 1 - KEEP_MONTHS, day))
  return first.toISOString().slice(0, 10)
}

/**
 * Closes every day before `today`: its visitor hashes become one `visitors`
 * count and are deleted (so no hash outlives its day by more than a few
 * minutes), and days older than KEEP_MONTHS are deleted. Safe to run from
 * every replica at once, and again: a closed day has no hashes left to add.
 */
export async function closePastDays(payload: Payload, today: string): Promise<{ closed: number }> {
  // Read and written in one transaction under the lock: nobody adds a day's hashes twice.
  const [closing] = await inTransaction(payload, [
    {
      sql: `SELECT day, COUNT(*) AS visitors FROM site_visits
            WHERE dimension = 'visitor' AND day < ? GROUP BY day`,
      args: [today],
    },
  ])
  const days = (closing as { day: string; visitors: unknown }[]).map((row) => ({
    day: String(row.day),
    visitors: Number(row.visitors),
  }))
  const statements: Statement[] = days.map(({ day }) => ({
    // Counted inside the transaction that deletes them: a replica's late hashes are never lost or doubled.
    sql: `INSERT INTO site_visits (day, dimension, key, count)
          SELECT day, 'visitors', '', COUNT(*) FROM site_visits
          WHERE dimension = 'visitor' AND day = ? GROUP BY day
          ON CONFLICT (day, dimension, key) DO UPDATE SET count = site_visits.count + excluded.count`,
    args: [day],
  }))
  statements.push(
    { sql: `DELETE FROM site_visits WHERE dimension = 'visitor' AND day < ?`, args: [today] },
    { sql: `DELETE FROM site_visits WHERE day < ?`, args: [firstKeptDay(today)] },
  )
  await inTransaction(payload, statements)
  return { closed: days.length }
}
