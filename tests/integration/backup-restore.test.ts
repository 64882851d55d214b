import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { create, extract } from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listFiles } from '../../scripts/lib/backup/manifest'
import { startS3 } from '../cluster/services'
import { startTestPayload } from '../support/payload'
import { freePort } from '../support/receivers'
import { isPostgres } from '../support/test-database'
import { onBaseDatabase, postgresUrl, workerName } from '../support/test-databases'

/**
 * `npm run backup` and `npm run restore` as an operator runs them, on this
 * run's database (SQLite, or PostgreSQL in CI). The source is a site one
 * migration behind the code, with staff edits, an upload and enquiries that
 * keep arriving while the backup runs; the restore goes into a fresh
 * deployment, which must then hold every row and file of the archive, apply
 * the newer migration, and have every enquiry accepted before the backup.
 */
const execFileAsync = promisify(execFile)
const COMMAND_TIMEOUT = 180_000
const work = mkdtempSync(path.join(tmpdir(), 'site-backup-'))
const quiet = { context: { disableRevalidate: true }, overrideAccess: true } as const

let payload: Payload
let stop: () => Promise<void>
let migrateRest: () => Promise<void>
let heldBack = ''
const source = { dataDir: '', url: '' }

type Target = { dataDir: string; url: string }
const databases: string[] = []

/** A new, empty deployment: its own DATA_DIR and database (of this run's kind unless named). */
async function emptyTarget(
  name: string,
  kind: 'sqlite' | 'postgres' = isPostgres() ? 'postgres' : 'sqlite',
): Promise<Target> {
  const dataDir = path.join(work, name)
  if (kind === 'sqlite') return { dataDir, url: `file:${path.join(dataDir, 'site.db')}` }
  const database = `${workerName()}_${name}`
  databases.push(database)
  await onBaseDatabase([
    `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`,
    `CREATE DATABASE "${database}"`,
  ])
  return { dataDir, url: postgresUrl(database) }
}

/** Runs `npm run <script>` against a deployment; resolves with its exit code and output. */
async function command(
  script: 'backup' | 'restore',
  target: Target,
  args: string[],
  extraEnv: Record<string, string> = {},
) {
  try {
    const { stdout, stderr } = await execFileAsync(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', `scripts/${script}.ts`, ...args],
      {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATA_DIR: target.dataDir,
          DATABASE_URL: target.url,
          PAYLOAD_SECRET: 'backup-test',
          // Where the restore dates the rendered pages (never the checkout's own build).
          NEXT_DIST_DIR: path.join(target.dataDir, '..', `${path.basename(target.dataDir)}-next`),
          ...extraEnv,
        },
        encoding: 'utf8',
        timeout: COMMAND_TIMEOUT,
      },
    )
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` }
  }
}

/** Every row of every table, as sorted JSON lines per table. */
async function allRows(url: string): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {}
  const collect = (table: string, rows: unknown[]) =>
    (out[table] = rows.map((row) => JSON.stringify(row)).sort())
  if (url.startsWith('postgres')) {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      const tables = await client.query(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
      )
      for (const { table_name: table } of tables.rows)
        collect(table, (await client.query(`SELECT * FROM "${table}"`)).rows)
    } finally {
      await client.end()
    }
    return out
  }
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url })
  try {
    const tables = await client.execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    )
    for (const { name } of tables.rows)
      collect(String(name), (await client.execute(`SELECT * FROM "${String(name)}"`)).rows)
  } finally {
    client.close()
  }
  return out
}

/** A SQLite archive with one statement run on its database, its manifest's checksum redone. */
async function changedSqliteArchive(archive: string, name: string, statement: string) {
  const unpacked = path.join(work, `${name}-unpacked`)
  mkdirSync(unpacked)
  await extract({ file: archive, cwd: unpacked })
  const { default: Database } = await import('libsql')
  const dbFile = path.join(unpacked, 'database', 'site.db')
  const db = new Database(dbFile)
  db.exec(statement)
  db.close()
  const manifestFile = path.join(unpacked, 'manifest.json')
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
  const entry = manifest.files.find((file: { path: string }) => file.path === 'database/site.db')
  entry.size = readFileSync(dbFile).length
  entry.sha256 = createHash('sha256').update(readFileSync(dbFile)).digest('hex')
  writeFileSync(manifestFile, JSON.stringify(manifest))
  const changed = path.join(work, `${name}.tar.gz`)
  await create({ gzip: true, file: changed, cwd: unpacked }, ['manifest.json', 'database', 'media'])
  return changed
}

/**
 * Every row of a restored database is a row of the source, unchanged, and
 * every table holds as many; only the enquiries that arrived after the backup
 * (and their queued copies) are missing from it. Answers the restored rows.
 */
async function expectRowsOfSource(restoredUrl: string) {
  const [before, after] = await Promise.all([allRows(source.url), allRows(restoredUrl)])
  expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort())
  for (const table of Object.keys(before)) {
    if (table === 'payload_migrations') continue
    const sourceRows = new Set(before[table])
    expect(
      after[table].filter((row) => !sourceRows.has(row)),
      table,
    ).toEqual([])
    if (!/contact_submissions|payload_jobs/.test(table))
      expect(after[table].length, table).toBe(before[table].length)
  }
  return after
}

const fileHashes = async (dataDir: string) =>
  Object.fromEntries(
    (await listFiles(dataDir, 'media')).map((file) => [
      file,
      createHash('sha256')
        .update(readFileSync(path.join(dataDir, file)))
        .digest('hex'),
    ]),
  )

/**
 * An enquiry as the site one migration behind stores it: the columns of the
 * contact form (the forms' newest columns may not exist yet on this schema).
 */
const enquiry = (n: number) => ({
  name: `Visitor ${n}`,
  email: `visitor-${n}@example.com`,
  full_mobile: '+965 55551234',
  country_code: '+965',
  mobile: '55551234',
  company: 'Gulf Retail Co.',
  employees: '51-200',
  subject: 'Backup trial',
  message: `Enquiry number ${n}: we would like a quote for a new ordering app.`,
  submitted_at: new Date().toISOString(),
  status: 'new' as const,
})

/** An enquiry through the pipeline's store (resend check, limits, insert, read-back, copies queued). */
const post = async (n: number) =>
  // Imported once Payload has started: src/lib/env fixes DATA_DIR when it first loads.
  (
    await (
      await import('@/lib/contact/submit')
    ).storeEnquiry(payload, enquiry(n), `backup-trial-${n}-${Date.now()}`, {
      clientKey: `client-${n}`,
      limits: { address: { allow: async () => true }, site: { allow: async () => true } },
      // The copies stay queued: sending them is not what this file tries.
      startDelivery: () => {},
    })
  ).status

beforeAll(async () => {
  const { migrations } = isPostgres()
    ? await import('@/cms/migrations/postgres')
    : await import('@/cms/migrations/sqlite')
  // One migration behind the code: the restore must bring the archive up to date. Enquiries
  // arrive from today's code while the backup runs, so the one held back is the newest that
  // leaves their tables alone (a newer one adding enquiry columns would refuse every insert).
  heldBack = [...migrations]
    .reverse()
    .find((migration) => !/contact_submissions|payload_jobs/.test(String(migration.up)))!.name
  ;({ payload, stop, migrateRest } = await startTestPayload({
    holdBack: (migration) => migration.name === heldBack,
  }))
  source.dataDir = process.env.DATA_DIR!
  source.url = process.env.DATABASE_URL!
  // Uploads go where src/lib/env resolved DATA_DIR when something first imported it.
  expect(
    (await import('@/lib/env')).DATA_DIR,
    'importing the list of migrations fixed DATA_DIR before the test set it',
  ).toBe(path.resolve(source.dataDir))
  // Staff work with today's code on the older schema: the columns and tables of the newest
  // migration stand in while it runs and are dropped after, as the migrations' own data steps do.
  const { withTodaysColumns } = await import('@/cms/migrations/data/publish-existing-rows')
  await withTodaysColumns(payload, sqlOn(payload), staffWork)
  expect(await post(0)).toBe('success')
}, 180_000)

/** Runs one SQL statement on the site's connection and answers its rows. */
const sqlOn = (site: Payload) => (statement: string) => {
  const db = site.db as unknown as {
    drizzle: { run?: (q: unknown) => Promise<unknown>; execute?: (q: unknown) => Promise<unknown> }
  }
  return isPostgres()
    ? db.drizzle.execute!(postgresSql.raw(statement))
    : db.drizzle.run!(sqliteSql.raw(statement))
}

/** Staff work: an account, an upload with its alt text, a page in both languages. */
async function staffWork() {
  await payload.create({
    collection: 'users',
    data: { email: 'editor@example.com', password: 'backup-editor-2026', role: 'editor' } as never,
    ...quiet,
  })
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0F766E' } })
    .png()
    .toBuffer()
  await payload.create({
    collection: 'service-images',
    data: { alt: 'A teal square' },
    file: { data: png, mimetype: 'image/png', name: 'teal.png', size: png.length },
    ...quiet,
  })
  const page = await payload.create({
    collection: 'pages',
    data: { _status: 'published', title: 'Partnerships', slug: 'partnerships' } as never,
    ...quiet,
  })
  await payload.update({
    collection: 'pages',
    id: page.id,
    locale: 'ar',
    data: { title: 'الشراكات' } as never,
    ...quiet,
  })
}

afterAll(async () => {
  await stop?.()
  if (databases.length)
    await onBaseDatabase(databases.map((name) => `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
  rmSync(work, { recursive: true, force: true })
})

describe('npm run backup and npm run restore', () => {
  const archive = path.join(work, 'site.tar.gz')
  let target: Target

  it(
    'back up a serving site while enquiries arrive, restore it into a fresh deployment: every row and file, newer migrations applied',
    async () => {
      // Enquiries keep arriving before, during and after the backup.
      const accepted: number[] = []
      let posting = true
      const poster = (async () => {
        for (let n = 1; posting; n++) {
          const status = await post(n)
          if (status !== 'success') throw new Error(`enquiry ${n} was answered ${status}`)
          accepted.push(n)
          // A visitor every 25 ms. The pause also lets timers run: a local SQLite
          // write never yields to the event loop on its own.
          await new Promise((resolve) => setTimeout(resolve, 25))
        }
      })()
      while (accepted.length < 3)
        await Promise.race([poster, new Promise((resolve) => setTimeout(resolve, 50))])
      const beforeBackup = [0, ...accepted]
      // What a killed backup left (a process id no process has): cleared by the next one.
      const leftovers = [`${archive}.partial-999999999`, path.join(work, '.backup-999999999-x1')]
      writeFileSync(leftovers[0], 'half an archive')
      mkdirSync(leftovers[1])
      const backup = await command('backup', source, ['--out', archive])
      posting = false
      await poster
      expect(backup.output).toMatch(/✔ Backup written: .*site\.tar\.gz/)
      expect(backup.code, backup.output).toBe(0)
      expect(leftovers.filter((file) => existsSync(file))).toEqual([])
      // Some arrived while it ran: the test did what it says.
      expect(accepted.length + 1 - beforeBackup.length).toBeGreaterThan(0)

      target = await emptyTarget('restored')
      const restoring = Date.now()
      const restore = await command('restore', target, [archive])
      expect(restore.output).toContain(`migrations applied after it: ${heldBack}`)
      expect(restore.output).toMatch(/every checksum verified/)
      expect(restore.code, restore.output).toBe(0)
      // The pages a server rendered before the restore count as older than it.
      expect(restore.output).toMatch(/pages: every page is rendered again on its next visit/)
      const times = JSON.parse(
        readFileSync(path.join(work, 'restored-next', 'cache', 'revalidated-tags.json'), 'utf8'),
      ) as Record<string, number>
      expect(times['_N_T_/layout']).toBeGreaterThanOrEqual(restoring)

      // The source takes the same migration; then both hold the same data.
      await migrateRest()
      const after = await expectRowsOfSource(target.url)
      const emails = after.contact_submissions.map((row) => JSON.parse(row).email)
      for (const n of beforeBackup) expect(emails).toContain(`visitor-${n}@example.com`)
      expect(after.page_keywords.join()).toContain('partnerships')
      expect(after.page_keywords_locales.join()).toContain('الشراكات')
      expect(await fileHashes(target.dataDir)).toEqual(await fileHashes(source.dataDir))
      expect(Object.keys(await fileHashes(target.dataDir)).length).toBeGreaterThan(0)
    },
    4 * COMMAND_TIMEOUT,
  )

  it(
    'refuses a deployment that has content unless --force, which first backs up what it replaces',
    async () => {
      const refused = await command('restore', target, [archive])
      expect(refused.code, refused.output).toBe(1)
      expect(refused.output).toMatch(
        /already has a database or uploaded files[\s\S]*Nothing was changed\./,
      )

      // A killed restore's unpacking folder (a process id no process has): cleared by the next one.
      const leftover = path.join(target.dataDir, '.restore-999999999-x1')
      mkdirSync(leftover)
      const forced = await command('restore', target, [archive, '--force'])
      expect(forced.code, forced.output).toBe(0)
      expect(existsSync(leftover)).toBe(false)
      const saved = /What was here is saved in (\S+\.tar\.gz)/.exec(forced.output)?.[1]
      expect(saved).toBeTruthy()
      expect(readFileSync(saved!).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]))
      expect(forced.output).toMatch(/migrations applied after it: /)
    },
    3 * COMMAND_TIMEOUT,
  )

  it(
    'refuses a truncated, damaged or foreign archive and changes nothing',
    async () => {
      const bytes = readFileSync(archive)
      const truncated = path.join(work, 'truncated.tar.gz')
      writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)))
      const foreign = path.join(work, 'foreign.tar.gz')
      writeFileSync(path.join(work, 'notes.txt'), 'not a backup')
      await create({ gzip: true, file: foreign, cwd: work }, ['notes.txt'])
      // An archive whose database no longer matches its checksum.
      const unpacked = path.join(work, 'unpacked')
      mkdirSync(unpacked)
      await extract({ file: archive, cwd: unpacked })
      // An archive from a release with a migration this one does not know.
      const manifestFile = path.join(unpacked, 'manifest.json')
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
      manifest.database.migrations.push('29991231_000000_from_the_future')
      const original = readFileSync(manifestFile)
      writeFileSync(manifestFile, JSON.stringify(manifest))
      const newer = path.join(work, 'newer.tar.gz')
      await create({ gzip: true, file: newer, cwd: unpacked }, [
        'manifest.json',
        'database',
        'media',
      ])
      writeFileSync(manifestFile, original)
      const dbFile = (await listFiles(unpacked, 'database'))[0]
      truncateSync(path.join(unpacked, dbFile), 4096)
      const damaged = path.join(work, 'damaged.tar.gz')
      await create({ gzip: true, file: damaged, cwd: unpacked }, [
        'manifest.json',
        'database',
        'media',
      ])

      const empty = await emptyTarget('untouched')
      for (const [file, message] of [
        [truncated, /damaged or truncated and cannot be read/],
        [damaged, /does not match its checksum: the archive is damaged/],
        [foreign, /not a backup of this site: it has no manifest\.json/],
        [newer, /made by a newer version of the site .*29991231_000000_from_the_future/],
        [path.join(work, 'missing.tar.gz'), /There is no archive at/],
      ] as const) {
        const refused = await command('restore', empty, [file])
        expect(refused.output).toMatch(message)
        expect(refused.output).toMatch(/Nothing was changed\./)
        expect(refused.code, refused.output).toBe(1)
      }
      expect(await listFiles(empty.dataDir, '.')).toEqual([])
      if (isPostgres()) expect(Object.keys(await allRows(empty.url))).toEqual([])
      else expect(existsSync(path.join(empty.dataDir, 'site.db'))).toBe(false)
    },
    6 * COMMAND_TIMEOUT,
  )

  // The move a growing site makes, from one box onto replicas, and back. It needs a
  // PostgreSQL server, so it runs in CI's PostgreSQL run, whose archive is a dump.
  it.runIf(isPostgres())(
    'moves a PostgreSQL archive onto SQLite and that SQLite back onto PostgreSQL, row for row',
    async () => {
      const oneBox = await emptyTarget('one-box', 'sqlite')
      const down = await command('restore', oneBox, [archive])
      expect(down.output).toMatch(/Moving the PostgreSQL database into SQLite/)
      expect(down.output).toMatch(/migrations applied after it: \d{8}_\d{6}_/)
      expect(down.code).toBe(0)
      const box = await allRows(oneBox.url)
      expect(box.page_keywords_locales.join()).toContain('الشراكات')
      // Checkboxes and times as the SQLite adapter keeps them.
      expect(box.users.every((row) => /"updated_at":"\d{4}-\d\d-\d\dT[\d:.]+Z"/.test(row))).toBe(
        true,
      )

      const moved = path.join(work, 'one-box.tar.gz')
      expect((await command('backup', oneBox, ['--out', moved])).code).toBe(0)
      const replicas = await emptyTarget('replicas', 'postgres')
      const up = await command('restore', replicas, [moved])
      expect(up.output).toMatch(/Moving the SQLite database into PostgreSQL/)
      expect(up.output).toMatch(/migrations applied after it: none/)
      expect(up.code).toBe(0)

      // Back where it started: every row as the source has it (the source took the held-back
      // migration in the first test; only enquiries that came after the backup are extra there).
      const after = await expectRowsOfSource(replicas.url)
      expect(after.contact_submissions.length).toBeGreaterThan(1)
      // New rows continue after the highest id moved, never on top of one.
      const { default: pg } = await import('pg')
      const client = new pg.Client({ connectionString: replicas.url })
      await client.connect()
      try {
        const { rows } = await client.query(
          "SELECT nextval(pg_get_serial_sequence('contact_submissions', 'id')) AS next, (SELECT max(id) FROM contact_submissions) AS highest",
        )
        expect(Number(rows[0].next)).toBeGreaterThan(Number(rows[0].highest))
      } finally {
        await client.end()
      }

      // A SQLite archive whose tables are not this version's (a column added by hand) is refused
      // by name before anything is changed.
      const stray = await changedSqliteArchive(
        moved,
        'stray',
        'ALTER TABLE users ADD COLUMN stray text',
      )
      const untouched = await emptyTarget('stray', 'postgres')
      const refused = await command('restore', untouched, [stray])
      expect(refused.output).toMatch(/users\.stray in the archive only/)
      expect(refused.output).toMatch(/Nothing was changed\./)
      expect(refused.code, refused.output).toBe(1)
      expect(Object.keys(await allRows(untouched.url))).toEqual([])

      // Rows PostgreSQL will not take (an enquiry's answers that are not JSON) fail the move
      // whole: the deployment is left empty, not half filled, and the message says so.
      const broken = await changedSqliteArchive(
        moved,
        'not-json',
        "UPDATE contact_submissions SET answers = '{not json'",
      )
      const emptied = await emptyTarget('not-json', 'postgres')
      const failed = await command('restore', emptied, [broken])
      expect(failed.output).toMatch(
        /The move into PostgreSQL failed and the database was left empty: .*json/i,
      )
      expect(failed.code).toBe(1)
      expect(Object.keys(await allRows(emptied.url))).toEqual([])
    },
    4 * COMMAND_TIMEOUT,
  )

  it(
    'restores into an S3 bucket and backs up out of it, file for file',
    async () => {
      const port = await freePort()
      const s3 = await startS3(port, work, 'site-media')
      try {
        const bucket = {
          S3_BUCKET: 'site-media',
          S3_ENDPOINT: `http://127.0.0.1:${port}`,
          S3_REGION: 'us-east-1',
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
          S3_FORCE_PATH_STYLE: 'true',
        }
        const replica = await emptyTarget('replica')
        const restore = await command('restore', replica, [archive], bucket)
        expect(restore.output).toMatch(/✔ Restored the backup/)
        expect(restore.code, restore.output).toBe(0)
        const again = path.join(work, 'from-bucket.tar.gz')
        const backup = await command('backup', replica, ['--out', again], bucket)
        expect(backup.code, backup.output).toBe(0)

        const media = async (file: string) => {
          const dir = mkdtempSync(path.join(work, 'manifest-'))
          await extract({ file, cwd: dir }, ['manifest.json'])
          const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'))
          return (
            manifest.files as Array<{ path: string; sha256: string; contentType?: string }>
          ).filter((entry) => entry.path.startsWith('media/'))
        }
        const [fromDisk, fromBucket] = await Promise.all([media(archive), media(again)])
        expect(fromDisk.length).toBeGreaterThan(0)
        expect(fromBucket.map(({ path, sha256 }) => ({ path, sha256 }))).toEqual(
          fromDisk.map(({ path, sha256 }) => ({ path, sha256 })),
        )
        // The bucket serves each file as what it is.
        expect(fromBucket.find((entry) => entry.path.endsWith('.png'))?.contentType).toBe(
          'image/png',
        )
      } finally {
        s3.signal('SIGTERM')
        await s3.exited
      }
    },
    3 * COMMAND_TIMEOUT,
  )
})
