import pg from 'pg'

/**
 * Names and set-up statements of the integration suite's PostgreSQL databases
 * (tests/support/test-database.ts says how they are used). No Vitest import:
 * the global setup, which runs outside the test workers, loads this too.
 */

export const isPostgres = () => Boolean(process.env.TEST_DATABASE_URL?.startsWith('postgres'))

export function postgresUrl(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!)
  url.pathname = `/${database}`
  return url.toString()
}

const baseName = () => new URL(process.env.TEST_DATABASE_URL!).pathname.slice(1)
export const templateName = () => `${baseName()}_template`
export const workerName = () => `${baseName()}_w${process.env.VITEST_POOL_ID ?? '0'}`

/** Runs statements on the base database (never one being recreated). */
export async function onBaseDatabase(statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await client.connect()
  try {
    for (const statement of statements) await withPatience(() => client.query(statement))
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error)
    if (/permission denied to create database/.test(text))
      throw new Error(
        `The integration suite makes a database per test worker: give the role of TEST_DATABASE_URL the CREATEDB privilege (ALTER ROLE … CREATEDB). ${text}`,
      )
    throw error
  } finally {
    await client.end()
  }
}

/**
 * DROP DATABASE … WITH (FORCE) ends the test role's own sessions but not the
 * server's: an autovacuum worker still tidying the last file's tables makes
 * it fail with "must be a member of the role whose process is being
 * terminated". That worker is done within moments: try again a few times.
 */
async function withPatience<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error)
      if (attempt >= 20 || !/pg_signal_backend|role whose process is being terminated/.test(text))
        throw error
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
}

/** Written into the seeded template's folder once it is whole, or SEEDED_FAILED with why not. */
export const SEEDED_READY = 'READY'
export const SEEDED_FAILED = 'FAILED'
