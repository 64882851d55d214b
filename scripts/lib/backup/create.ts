import { mkdir, mkdtemp, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { create as createTar } from 'tar'

import type { DatabaseConfig } from '../../../src/lib/env'
import { snapshotDatabase } from './database'
import {
  ARCHIVE_FORMAT,
  DATABASE_ENTRY,
  describeFiles,
  MANIFEST_NAME,
  type Manifest,
} from './manifest'
import { collectMedia, mediaSource } from './media'
import type { Progress } from './progress'

/** `site-backup-20261128-230500.tar.gz`: sorts by time, says what it is. */
export function backupName(now = new Date()): string {
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')
  return `site-backup-${stamp}.tar.gz`
}

async function appVersion(): Promise<{ name: string; version: string }> {
  const pkg = JSON.parse(await readFile(path.join(process.cwd(), 'package.json'), 'utf8'))
  return { name: String(pkg.name), version: String(pkg.version) }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * What a killed backup or restore left (a kill skips every clean-up): its
 * gathering or unpacking folder and an unfinished archive, each named with
 * its process id. Removed once that process is gone, never a running one's.
 */
export async function removeLeftovers(folder: string): Promise<void> {
  for (const name of await readdir(folder)) {
    const pid = /^\.(?:backup|restore)-(\d+)-|\.partial-(\d+)$/.exec(name)
    const owner = Number(pid?.[1] ?? pid?.[2])
    if (pid && owner !== process.pid && !alive(owner))
      await rm(path.join(folder, name), { recursive: true, force: true })
  }
}

/**
 * Writes one archive (gzip tar) of the database and every uploaded file,
 * with its manifest first. Everything is gathered in a folder beside the
 * target and written under a temporary name that is renamed only once
 * complete and synced, so a failure or a kill never leaves a half archive
 * under the final name.
 */
export async function createBackup(options: {
  db: DatabaseConfig
  dataDir: string
  out: string
  progress: Progress
}): Promise<{ file: string; manifest: Manifest }> {
  const { db, dataDir, progress } = options
  const target = path.resolve(options.out)
  await mkdir(path.dirname(target), { recursive: true })
  await removeLeftovers(path.dirname(target))
  const staging = await mkdtemp(path.join(path.dirname(target), `.backup-${process.pid}-`))
  const partial = `${target}.partial-${process.pid}`
  const cleanUp = () => rm(partial, { force: true })
  const onSignal = () => void cleanUp().finally(() => process.exit(130))
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  try {
    progress.step(
      db.kind === 'sqlite' ? 'Copying the SQLite database' : 'Dumping the PostgreSQL database',
    )
    const databaseFile = DATABASE_ENTRY[db.kind]
    await mkdir(path.join(staging, 'database'))
    const snapshot = await snapshotDatabase(db, path.join(staging, databaseFile))
    if (snapshot.migrations.length === 0)
      throw new Error(
        'The database has no migrations applied: it is not a site database yet, so there is nothing to back up.',
      )

    progress.step(
      mediaSource() === 'disk'
        ? 'Copying uploaded files'
        : 'Downloading uploaded files from the bucket',
    )
    const media = await collectMedia(dataDir, staging, progress.count)

    progress.step('Checking every file')
    const files = (await describeFiles(staging, [databaseFile, ...media.files])).map((entry) =>
      media.contentTypes[entry.path]
        ? { ...entry, contentType: media.contentTypes[entry.path] }
        : entry,
    )
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      version: 1,
      app: await appVersion(),
      createdAt: new Date().toISOString(),
      database: { kind: db.kind, migrations: snapshot.migrations, counts: snapshot.counts },
      media: { source: mediaSource(), files: media.files.length },
      files,
    }
    await writeFile(path.join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`)

    progress.step('Writing the archive')
    await createTar({ gzip: true, portable: true, file: partial, cwd: staging }, [
      MANIFEST_NAME,
      ...files.map((entry) => entry.path),
    ])
    const handle = await open(partial, 'r+')
    await handle.sync()
    await handle.close()
    await rename(partial, target)
    return { file: target, manifest }
  } finally {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
    await cleanUp()
    // A failed unpack may still be closing files as this runs: retry, and never hide the first error.
    await rm(staging, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 }).catch(
      () => {},
    )
  }
}
