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
    for (const statement of statements) await client.query(statement)
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
