/**
 * `npm run restore -- FILE [--force]`: puts an archive made by `npm run
 * backup` into this deployment (DATABASE_URL, DATA_DIR or S3_BUCKET), then
 * applies the migrations that are newer than the archive. An archive of the
 * other kind of database (SQLite onto PostgreSQL, or back) is moved: this
 * kind's schema at the archive's migrations, then its rows. Stop the site
 * first. Refuses a deployment that already has content unless --force, which
 * first backs up what it replaces (docs/DEPLOY.md, Backups).
 */
import { parseArgs } from 'node:util'

import { terminalProgress } from './lib/backup/progress'
import { RestoreRefused, restoreBackup } from './lib/backup/restore'
import { bootPayload, fail } from './lib/boot'
import { withMigrationLock } from './lib/migration-lock'

;(process.env as Record<string, string>).NODE_ENV ||= 'production'

const USAGE = 'Usage: npm run restore -- FILE [--force]'
let file = ''
let force = false
try {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  })
  if (positionals.length !== 1) throw new Error('Name one archive to restore.')
  file = positionals[0]
  force = values.force
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`)
}

try {
  const { DATA_DIR, resolveDatabase } = await import('../src/lib/env')
  const progress = terminalProgress()
  const { manifest, migrated, pages } = await restoreBackup({
    file,
    db: resolveDatabase(),
    dataDir: DATA_DIR,
    force,
    progress,
    migrate: async (only) => {
      if (!only) {
        const payload = await bootPayload()
        await withMigrationLock(() => payload.db.migrate())
        await payload.destroy()
        return
      }
      // Only the archive's: Payload would apply every migration on connecting (prodMigrations).
      const payload = await bootPayload({ connect: false })
      const db = payload.db as unknown as { prodMigrations?: unknown; connect: () => Promise<void> }
      db.prodMigrations = undefined
      await db.connect()
      const { migrations } =
        resolveDatabase().kind === 'postgres'
          ? await import('../src/cms/migrations/postgres')
          : await import('../src/cms/migrations/sqlite')
      await withMigrationLock(() =>
        payload.db.migrate({
          migrations: migrations.filter((migration) => only.includes(migration.name)) as never,
        }),
      )
      await payload.destroy()
    },
  })
  const rows = Object.values(manifest.database.counts).reduce((sum, count) => sum + count, 0)
  progress.done(
    [
      `✔ Restored the backup of ${manifest.createdAt} (${manifest.app.name} ${manifest.app.version})`,
      `  database: ${rows} rows in ${Object.keys(manifest.database.counts).length} tables, as the archive counts them`,
      `  uploaded files: ${manifest.media.files}, every checksum verified`,
      `  migrations applied after it: ${migrated.length ? migrated.join(', ') : 'none (it was up to date)'}`,
      `  pages: ${pages}`,
    ].join('\n'),
  )
  process.exit(0)
} catch (error) {
  if (error instanceof RestoreRefused) fail(`${error.message}\nNothing was changed.`)
  fail('The restore failed.', error)
}
