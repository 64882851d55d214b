import { createClient, type Client, type Config } from '@libsql/client'
import Database from 'libsql'

import { positiveIntegerFromEnv } from '@/lib/env'

/**
 * Two faults of SQLite through libsql, both met when another writer holds the
 * file (an operator's `sqlite3 site.db 'BEGIN EXCLUSIVE; …'`, a backup, a
 * worker process):
 *
 * 1. A statement that fails (busy, or any error) is never reset by libsql. It
 *    stays active, so SQLite does not commit the connection's next writes when
 *    they finish: they wait in an open implicit transaction, readable on that
 *    connection (the enquiry's copy was sent from it), until the garbage
 *    collector finalises the failed statement, which rolls all of them back.
 *    An enquiry told "sent" was then lost. So a connection on which a statement
 *    failed outside a transaction is retired at once, before anything else can
 *    run on it, and the client continues on a fresh connection.
 * 2. SQLite waits for a lock inside the native call: with a busy timeout the
 *    whole process stood still while the lock was held (health 7.6 s, a cached
 *    page 15 s). Here SQLite answers "busy" at once (`busy_timeout = 0`) and
 *    the call is tried again after an awaited, growing pause, so other requests
 *    run meanwhile. After `SQLITE_BUSY_WAIT_MS` (10 s, the old busy timeout) the
 *    error reaches the caller as before: the visitor is told to try again.
 *
 * Only calls that are whole on their own are tried again: one statement
 * outside a transaction, a batch (its own BEGIN…COMMIT, rolled back by libsql
 * on failure) and the BEGIN of an interactive transaction. Statements inside a
 * transaction are not: only its owner can restart it. (Payload's SQLite
 * adapter runs without transactions: each save is such statements.)
 *
 * Each busy try retires a connection, and the next statement on a new one
 * reads the whole schema first. So while a write waits, later writes wait in
 * line behind it without trying, and the one first in line tries only once a
 * probe says the lock is free (`lockProbe`). Reads never wait: in WAL they run
 * alongside the other writer.
 */

const FIRST_PAUSE_MS = 5
const LONGEST_PAUSE_MS = 200

/** Refused before it runs: the connection was retired after a failed statement. */
export class RetiredConnectionError extends Error {
  readonly code = 'CONNECTION_RETIRED'
  constructor() {
    super('This SQLite connection was retired after a failed statement')
  }
}

const codesOf = (error: unknown): unknown[] => {
  const codes: unknown[] = []
  const seen = new Set<unknown>()
  for (
    let e = error;
    e && typeof e === 'object' && !seen.has(e);
    e = (e as { cause?: unknown }).cause
  ) {
    seen.add(e)
    codes.push((e as { code?: unknown }).code)
  }
  return codes
}

export const isBusy = (error: unknown): boolean =>
  codesOf(error).some((code) => typeof code === 'string' && /^SQLITE_BUSY(?:_|$)/.test(code))

const nothingRan = (error: unknown) =>
  isBusy(error) || codesOf(error).includes('CONNECTION_RETIRED')

type Statement = Record<'run' | 'get' | 'all' | 'iterate', (...args: unknown[]) => unknown>
type Connection = {
  prepare: (sql: string) => Statement
  exec: (sql: string) => void
  readonly inTransaction: boolean
}

/**
 * What the guard knows, kept on the patched prototype itself: every copy of
 * this module in a process (Next bundles one per server layer; the
 * integration suite evaluates it again for each test file) then patches once
 * and reads the same retired connections.
 */
type GuardState = { retired: WeakSet<object>; used: WeakSet<object>; opened: number }
const GUARDED = Symbol.for('site.sqlite-statement-guard')
const guarded = () => Database.prototype as unknown as Connection & { [GUARDED]?: GuardState }

/** Connections that ran a statement in this process (each new one reads the whole schema first): for tests and benches. */
export const sqliteConnectionsUsed = () => guarded()[GUARDED]?.opened ?? 0

/** Retires a connection (see 1 above) at the failure itself, synchronously: nothing runs in between. */
export function guardStatements(): void {
  const proto = guarded()
  if (proto[GUARDED]) return
  const state: GuardState = { retired: new WeakSet(), used: new WeakSet(), opened: 0 }
  proto[GUARDED] = state
  const noteUse = (connection: object) => {
    if (state.used.has(connection)) return
    state.used.add(connection)
    state.opened++
  }
  const { prepare, exec } = proto
  proto.prepare = function guardedPrepare(this: Connection, sql: string) {
    if (state.retired.has(this)) throw new RetiredConnectionError()
    noteUse(this)
    const statement = prepare.call(this, sql)
    for (const name of ['run', 'get', 'all'] as const) {
      const method = statement[name]
      statement[name] = (...args: unknown[]) => {
        try {
          return method.apply(statement, args)
        } catch (error) {
          if (!this.inTransaction) state.retired.add(this)
          throw error
        }
      }
    }
    return statement
  }
  proto.exec = function guardedExec(this: Connection, sql: string) {
    if (state.retired.has(this)) throw new RetiredConnectionError()
    noteUse(this)
    return exec.call(this, sql)
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The calls waiting for the lock, in the order they met it (see `whenNotBusy`). */
let line: Promise<void> = Promise.resolve()
let inLine = 0

export type Patience = {
  /**
   * A write: while others wait in line for the lock it joins them without
   * asking SQLite. A busy try costs a connection (see 1) and the next
   * statement on the new one reads the whole schema, 10–40 ms of the
   * process's one thread with Payload's tables: at eight posts a second
   * during a held lock that was most of what stalled other requests.
   */
  write?: boolean
  /** Whether the write lock is free now, asked without costing a connection (see `lockProbe`). */
  lockFree?: () => boolean
}

const busyError = () =>
  Object.assign(new Error('database is locked (another writer held it throughout the wait)'), {
    code: 'SQLITE_BUSY',
  })

/**
 * Tries `attempt` again while it fails without having run (busy, retired), for
 * up to `waitMs`. Waiting calls queue: only the first in line asks SQLite
 * again, with growing pauses, and each one after it goes on as soon as the one
 * ahead is through. Many visitors waiting at once would otherwise each poll
 * (and reconnect) several times a second and keep the process busy with that.
 * With `lockFree`, a call in line tries only once the lock is free.
 */
export async function whenNotBusy<T>(
  attempt: () => Promise<T>,
  waitMs = positiveIntegerFromEnv('SQLITE_BUSY_WAIT_MS', 10_000),
  patience: Patience = {},
): Promise<T> {
  const deadline = Date.now() + waitMs
  let failure: unknown = busyError()
  if (!(patience.write && inLine > 0)) {
    try {
      return await attempt()
    } catch (error) {
      if (!nothingRan(error)) throw error
      failure = error
    }
  }
  const ahead = line
  let leave!: () => void
  line = new Promise<void>((resolve) => (leave = resolve))
  inLine++
  let timer: NodeJS.Timeout | undefined
  try {
    const myTurn = await Promise.race([
      ahead.then(() => true),
      new Promise<false>(
        (resolve) => (timer = setTimeout(() => resolve(false), deadline - Date.now())),
      ),
    ])
    if (!myTurn) throw failure
    for (let pauseMs = FIRST_PAUSE_MS; ; pauseMs = Math.min(pauseMs * 2, LONGEST_PAUSE_MS)) {
      if (!patience.lockFree || patience.lockFree()) {
        try {
          return await attempt()
        } catch (again) {
          if (!nothingRan(again)) throw again
          failure = again
        }
      }
      const left = deadline - Date.now()
      if (left <= 0) throw failure
      // Jitter, so two processes waiting on one file do not keep asking at the same instant.
      await pause(Math.min(left, pauseMs / 2 + Math.random() * pauseMs))
    }
  } finally {
    inLine--
    clearTimeout(timer)
    leave()
  }
}

/** The file libsql opens for a `file:` URL; null in memory (no other writer to wait for). */
export function sqliteFileOf(url: string): string | null {
  if (!url.startsWith('file:') || url.includes(':memory:')) return null
  const file = url
    .slice('file:'.length)
    .split('?')[0]
    .replace(/^\/\/(?:localhost)?(?=\/)/, '')
  try {
    return decodeURIComponent(file)
  } catch {
    return file
  }
}

/**
 * Asks whether another writer holds the file's write lock, on a connection of
 * its own kept for this: `BEGIN IMMEDIATE` then `ROLLBACK` through `exec`,
 * which finalises its statement when the lock is busy, so a busy answer
 * leaves the connection clean (a statement's failure would retire it; see 1).
 */
export function lockProbe(file: string): { free: () => boolean; close: () => void } {
  let probe: (Connection & { close: () => void }) | undefined
  return {
    free: () => {
      try {
        if (!probe) {
          probe = new Database(file) as unknown as Connection & { close: () => void }
          probe.exec('PRAGMA busy_timeout = 0')
        }
        probe.exec('BEGIN IMMEDIATE')
        probe.exec('ROLLBACK')
        return true
      } catch (error) {
        if (isBusy(error)) return false
        // Anything else is the real attempt's to meet and report.
        probe?.close()
        probe = undefined
        return true
      }
    },
    close: () => probe?.close(),
  }
}

/** Statements that only read: they never wait in line for the write lock (WAL reads alongside a writer). */
const READS = /^\s*(?:select\b|explain\b|pragma\s+\w+\s*;?\s*$)/i
const sqlOf = (statement: unknown) =>
  typeof statement === 'string' ? statement : String((statement as { sql?: unknown })?.sql ?? '')

/**
 * A libsql client for a `file:` URL with both faults handled: the calls go to
 * a real libsql client, replaced by a fresh one (a new connection, with the
 * given per-connection pragmas) after any failure outside a transaction.
 */
export async function patientSqliteClient(config: Config, pragmas: string[] = []): Promise<Client> {
  guardStatements()
  const perConnection = ['PRAGMA busy_timeout = 0', ...pragmas]
  const open = async () => {
    const client = createClient(config)
    for (const pragma of perConnection) await client.execute(pragma)
    return client
  }
  let current = open()
  const replace = (failed: Promise<Client>) => {
    if (current !== failed) return
    current = open()
    void failed.then((client) => client.close()).catch(() => undefined)
  }
  /** One call on the current client; on failure the client is replaced, since its connection is retired. */
  const onCurrent = async <T>(call: (client: Client) => Promise<T>): Promise<T> => {
    for (let tries = 1; ; tries++) {
      const used = current
      try {
        return await call(await used)
      } catch (error) {
        replace(used)
        // Retired by another call's failure a moment before: nothing ran, so it
        // goes on at once on the new connection (a read must not wait in line).
        if ((error as { code?: unknown })?.code === 'CONNECTION_RETIRED' && tries < 3) continue
        throw error
      }
    }
  }
  const file = sqliteFileOf(config.url)
  const probe = file ? lockProbe(file) : undefined
  const patient =
    <A extends unknown[], T>(
      call: (client: Client, ...args: A) => Promise<T>,
      writes: (...args: A) => boolean = () => true,
    ) =>
    (...args: A) =>
      whenNotBusy(() => onCurrent((client) => call(client, ...args)), undefined, {
        write: writes(...args),
        lockFree: probe?.free,
      })

  const client = await current
  const facade = {
    execute: patient(
      (c, ...args: Parameters<Client['execute']>) => c.execute(...args),
      (statement) => !READS.test(sqlOf(statement)),
    ),
    batch: patient((c, ...args: Parameters<Client['batch']>) => c.batch(...args)),
    migrate: patient((c, ...args: Parameters<Client['migrate']>) => c.migrate(...args)),
    // libsql hands this client's connection to the transaction and opens a new one
    // for itself; the pragmas must then be set on that one too.
    transaction: patient(async (c, ...args: Parameters<Client['transaction']>) => {
      const tx = await c.transaction(...args)
      for (const pragma of perConnection) await c.execute(pragma)
      return tx
    }),
    // A script may have run in part before failing: never tried again.
    executeMultiple: (sql: string) => onCurrent((c) => c.executeMultiple(sql)),
    sync: () => onCurrent((c) => c.sync()),
    close: () => {
      probe?.close()
      void current.then((c) => c.close())
      facade.closed = true
    },
    closed: false,
    protocol: client.protocol,
  }
  return facade as unknown as Client
}
