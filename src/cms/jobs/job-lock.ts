import type { Payload } from 'payload'

/**
 * Payload takes a job by reading the jobs that are free and then marking
 * them `processing`, in two statements. Two runners on one PostgreSQL (two
 * replicas, or a replica and `npm run worker`) can both read a job before
 * either marks it, and both send the copy. Here every run of the site's
 * queues (the runner's rounds and the first try of a fresh enquiry's copies)
 * holds one PostgreSQL advisory lock: runners take turns, and each finds the
 * jobs the previous one took already marked or finished. A runner that dies
 * holding it loses its connection, and PostgreSQL releases the lock at once.
 *
 * SQLite is one box with one runner: nothing to coordinate.
 */
const JOB_LOCK_ID = 7_114_829_302 // any fixed number; only this site's job runs take it

type PoolClient = {
  query: (text: string, values?: unknown[]) => Promise<unknown>
  release: (error?: Error | boolean) => void
  on: (event: 'error', listener: (error: Error) => void) => void
}
type PostgresAdapter = { name?: string; pool?: { connect: () => Promise<PoolClient> } }

const STATE = Symbol.for('site.jobLock')
type State = {
  client?: Promise<PoolClient>
  queue: Promise<unknown>
  pending: Set<Promise<unknown>>
}

function state(): State {
  const holder = globalThis as unknown as Record<symbol, State | undefined>
  return (holder[STATE] ??= { queue: Promise.resolve(), pending: new Set() })
}

/** The lock's own connection: held by this process for as long as it runs jobs. */
function lockConnection(db: PostgresAdapter, current: State): Promise<PoolClient> {
  if (!current.client) {
    const connecting = db.pool!.connect().then((client) => {
      client.on('error', () => {
        // Lost (database restart): the next run opens a new one.
        if (current.client === connecting) current.client = undefined
        client.release(true)
      })
      return client
    })
    connecting.catch(() => {
      if (current.client === connecting) current.client = undefined
    })
    current.client = connecting
  }
  return current.client
}

export function withJobLock<T>(payload: Payload, work: () => Promise<T>): Promise<T> {
  const db = payload.db as unknown as PostgresAdapter
  if (db.name !== 'postgres' || !db.pool) return work()
  const current = state()
  // One run at a time inside this process too: they share the lock's connection.
  const run = current.queue.then(async () => {
    const client = await lockConnection(db, current)
    await client.query('SELECT pg_advisory_lock($1)', [JOB_LOCK_ID])
    try {
      return await work()
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [JOB_LOCK_ID]).catch(() => {})
    }
  })
  current.queue = run.catch(() => {})
  return run
}

/** Keeps a job started outside the runner (a fresh enquiry's first try) for a shutdown to wait on. */
export function trackJobRun(run: Promise<unknown>): void {
  const { pending } = state()
  pending.add(run)
  void run.finally(() => pending.delete(run)).catch(() => {})
}

/** Resolves when every tracked run has finished. */
export async function jobRunsSettled(): Promise<void> {
  const { pending } = state()
  while (pending.size > 0) await Promise.allSettled([...pending])
}
