import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import path from 'node:path'

import { extract } from 'tar'

import type { DatabaseConfig } from '../../../src/lib/env'
import { backupName, createBackup, removeLeftovers } from './create'
import {
  copyDumpIntoSqlite,
  copySqliteIntoPostgres,
  MoveRefused,
  sameSchema,
  schemaAt,
  sqliteFileSchema,
  type Schema,
} from './convert'
import { countRows, emptyDatabase, isEmptyDatabase, restoreDatabase } from './database'
import {
  DATABASE_ENTRY,
  listFiles,
  MANIFEST_NAME,
  manifestSchema,
  sha256File,
  type Manifest,
} from './manifest'
import { redisTagsKey } from '../../../src/server/cache/cache-tags.mjs'
import { forgetRenderedPages } from './forget-pages'
import { isEmptyMedia, restoreMedia } from './media'
import { dumpColumns, type DumpColumns } from './pg-dump-rows'
import type { Progress } from './progress'

/** A refusal: the archive or the deployment is not fit, and nothing was changed. */
export class RestoreRefused extends Error {}

/** The migrations this version of the site knows, for one database kind. */
async function knownMigrations(kind: DatabaseConfig['kind']): Promise<string[]> {
  const dir = path.join(process.cwd(), 'src', 'cms', 'migrations', kind)
  return (await readdir(dir))
    .filter((name) => name.endsWith('.ts') && name !== 'index.ts')
    .map((name) => name.slice(0, -3))
    .sort()
}

const KIND_NAME = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const

/**
 * A migration's name without its time: each kind's file of one migration was
 * written seconds apart (`20261122_230838_initial` for SQLite,
 * `20261122_230842_initial` for PostgreSQL), the name after the time is shared.
 */
const migrationKey = (name: string) => name.replace(/^\d{8}_\d{6}_/, '')

/**
 * Unpacks the archive beside the deployment's data and checks it whole
 * before anything is touched: a readable gzip tar, a manifest of this format,
 * exactly the files it lists with their sizes and checksums, a database,
 * and no migration this version does not know.
 */
async function unpackAndCheck(file: string, staging: string): Promise<Manifest> {
  if (!existsSync(file) || !(await stat(file)).isFile())
    throw new RestoreRefused(`There is no archive at ${file}.`)
  try {
    await extract({
      file,
      cwd: staging,
      strict: true,
      // Files and folders only: a link could point a restored file anywhere on the machine.
      // Anything else is left out, and the manifest check then refuses the archive.
      filter: (_path, entry) =>
        'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
    })
  } catch (error) {
    throw new RestoreRefused(
      `The archive is damaged or truncated and cannot be read (${(error as Error).message}).`,
    )
  }
  const manifestFile = path.join(staging, MANIFEST_NAME)
  if (!existsSync(manifestFile))
    throw new RestoreRefused('This archive is not a backup of this site: it has no manifest.json.')
  let manifest: Manifest
  try {
    manifest = manifestSchema.parse(JSON.parse(await readFile(manifestFile, 'utf8')))
  } catch {
    throw new RestoreRefused(
      'This archive is not a backup of this site, or comes from a newer backup format: its manifest.json cannot be read.',
    )
  }
  const listed = new Set(manifest.files.map((entry) => entry.path))
  const present = [
    ...(await listFiles(staging, 'database')),
    ...(await listFiles(staging, 'media')),
  ]
  const extra = present.find((name) => !listed.has(name))
  if (extra)
    throw new RestoreRefused(`The archive holds a file its manifest does not list: ${extra}.`)
  for (const entry of manifest.files) {
    const full = path.join(staging, entry.path)
    if (!existsSync(full))
      throw new RestoreRefused(`The archive lacks ${entry.path}, which its manifest lists.`)
    if ((await stat(full)).size !== entry.size || (await sha256File(full)) !== entry.sha256)
      throw new RestoreRefused(
        `${entry.path} in the archive does not match its checksum: the archive is damaged.`,
      )
  }
  if (!listed.has(DATABASE_ENTRY[manifest.database.kind]))
    throw new RestoreRefused('The archive holds no database.')
  const known = new Set(await knownMigrations(manifest.database.kind))
  const unknown = manifest.database.migrations.find((name) => !known.has(name))
  if (unknown)
    throw new RestoreRefused(
      `This archive was made by a newer version of the site (its database has migration ${unknown}, which this version does not know). Restore it with that version or a newer one.`,
    )
  return manifest
}

/**
 * The target's own migrations matching the archive's, when the archive holds
 * the other kind of database; and, for a PostgreSQL dump, its columns. All
 * read and checked before anything is changed: a missing pg_restore, an
 * unreadable dump, or tables that are not this version's (when the archive
 * has this version's first migrations, as every archive the site made has,
 * its tables are compared with the schema recorded after the last of them).
 */
async function planMove(
  manifest: Manifest,
  db: DatabaseConfig,
  staging: string,
): Promise<{ migrations: string[]; dumpTypes?: DumpColumns }> {
  const from = manifest.database.kind
  const own = await knownMigrations(db.kind)
  const migrations = manifest.database.migrations.map((name) => {
    const match = own.find((candidate) => migrationKey(candidate) === migrationKey(name))
    if (!match)
      throw new RestoreRefused(
        `This version has no ${KIND_NAME[db.kind]} form of the archive's migration ${name}, so its ${KIND_NAME[from]} database cannot be moved here.`,
      )
    return match
  })
  let dumpTypes: DumpColumns | undefined
  let tables: Schema
  const archived = path.join(staging, DATABASE_ENTRY[from])
  try {
    if (from === 'postgres') {
      dumpTypes = await dumpColumns(archived)
      tables = Object.fromEntries(
        Object.entries(dumpTypes).map(([table, columns]) => [table, Object.keys(columns)]),
      )
    } else tables = sqliteFileSchema(archived)
  } catch (error) {
    throw new RestoreRefused(
      `The archive's ${KIND_NAME[from]} database cannot be read here: ${(error as Error).message}`,
    )
  }
  const prefix = migrations.every((name, i) => own[i] === name)
  if (prefix && migrations.length) {
    try {
      sameSchema(tables, await schemaAt(db.kind, migrations[migrations.length - 1]), {
        source: KIND_NAME[from],
        target: KIND_NAME[db.kind],
      })
    } catch (error) {
      if (error instanceof MoveRefused) throw new RestoreRefused(error.message)
      throw error
    }
  }
  return { migrations, dumpTypes }
}

export type RestoreResult = {
  manifest: Manifest
  replacedBackup?: string
  migrated: string[]
  /** What became of the pages the caches held. */
  pages: string
}

/**
 * Restores an archive into this deployment: refused when the deployment
 * already has content unless `force`, which first backs up what it replaces.
 * The database is checked against the manifest's row counts, then the files
 * go in, then the migrations newer than the archive are applied.
 */
export async function restoreBackup(options: {
  file: string
  db: DatabaseConfig
  dataDir: string
  force: boolean
  progress: Progress
  /** Applies this version's migrations to the deployment: all of them, or only those named. */
  migrate: (only?: string[]) => Promise<void>
}): Promise<RestoreResult> {
  const { db, dataDir, progress } = options
  await mkdir(dataDir, { recursive: true })
  await removeLeftovers(dataDir)
  const staging = await mkdtemp(path.join(dataDir, `.restore-${process.pid}-`))
  try {
    progress.step('Reading and checking the archive')
    const manifest = await unpackAndCheck(path.resolve(options.file), staging)
    const from = manifest.database.kind
    const move = from === db.kind ? undefined : await planMove(manifest, db, staging)

    const empty = (await isEmptyDatabase(db)) && (await isEmptyMedia(dataDir))
    let replacedBackup: string | undefined
    if (!empty) {
      if (!options.force)
        throw new RestoreRefused(
          'This deployment already has a database or uploaded files. Restore will not replace them: run it again with --force to replace them (a backup of what is replaced is taken first).',
        )
      progress.step('Backing up what the restore replaces')
      const out = path.join(dataDir, 'backups', `before-restore-${backupName()}`)
      replacedBackup = (await createBackup({ db, dataDir, out, progress })).file
      progress.done(`✔ What was here is saved in ${replacedBackup}`)
    }

    const archived = path.join(staging, DATABASE_ENTRY[from])
    if (!move) {
      progress.step(`Restoring the ${KIND_NAME[db.kind]} database`)
      await restoreDatabase(db, archived)
    } else {
      progress.step(`Moving the ${KIND_NAME[from]} database into ${KIND_NAME[db.kind]}`)
      await emptyDatabase(db)
      try {
        // This kind's schema as the archive's database had it; the rows go in; newer migrations follow below.
        await options.migrate(move.migrations)
        if (db.kind === 'postgres') await copySqliteIntoPostgres(archived, db.url)
        else await copyDumpIntoSqlite(archived, move.dumpTypes!, db.file)
      } catch (error) {
        await emptyDatabase(db).catch(() => {})
        throw new Error(
          `The move into ${KIND_NAME[db.kind]} failed and the database was left empty: ${(error as Error).message}` +
            (replacedBackup ? ` What was here before is in ${replacedBackup}.` : ''),
        )
      }
    }
    const restored = await countRows(db)
    for (const [table, count] of Object.entries(manifest.database.counts))
      if (restored.counts[table] !== count)
        throw new Error(
          `The restored database has ${restored.counts[table] ?? 'no'} rows in ${table}, the archive ${count}.` +
            (replacedBackup ? ` What was here before is in ${replacedBackup}.` : ''),
        )

    progress.step('Restoring uploaded files')
    const media = manifest.files.filter((entry) => entry.path.startsWith('media/'))
    await restoreMedia(
      dataDir,
      staging,
      media.map((entry) => entry.path),
      Object.fromEntries(
        media.flatMap((entry) => (entry.contentType ? [[entry.path, entry.contentType]] : [])),
      ),
      progress.count,
    )

    progress.step('Applying newer migrations')
    await options.migrate()
    const after = await countRows(db)
    const migrated = after.migrations.filter((name) => !restored.migrations.includes(name))

    progress.step('Dating the rendered pages before the restore')
    let pages: string
    try {
      pages = `every page is rendered again on its next visit (${await forgetRenderedPages()})`
    } catch (error) {
      // The restore itself is whole: only the pages the caches hold are old, and this says how to drop them.
      const clear = process.env.REDIS_URL?.trim()
        ? `delete the Redis keys ${redisTagsKey(process.env.REDIS_KEY_PREFIX || undefined).replace(/tags$/, '*')}`
        : 'run npm run build'
      pages = `the page cache could not be told (${(error as Error).message}): ${clear} before starting the site`
    }
    return { manifest, replacedBackup, migrated, pages }
  } finally {
    // A failed unpack may still be closing files as this runs: retry, and never hide the first error.
    await rm(staging, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 }).catch(
      () => {},
    )
  }
}
