/**
 * `npm run backup [-- --out FILE]`: one archive of the database and every
 * uploaded file, taken while the site keeps serving (docs/DEPLOY.md,
 * Backups). Without --out it goes to DATA_DIR/backups/site-backup-<time>.tar.gz.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'

import { backupName, createBackup } from './lib/backup/create'
import { terminalProgress } from './lib/backup/progress'
import { fail } from './lib/boot'

;(process.env as Record<string, string>).NODE_ENV ||= 'production'

let out: string | undefined
try {
  out = parseArgs({ options: { out: { type: 'string' } }, allowPositionals: false }).values.out
} catch (error) {
  fail(`${(error as Error).message}\nUsage: npm run backup [-- --out FILE]`)
}

try {
  const { DATA_DIR, resolveDatabase } = await import('../src/lib/env')
  const progress = terminalProgress()
  const started = Date.now()
  const { file, manifest } = await createBackup({
    db: resolveDatabase(),
    dataDir: DATA_DIR,
    out: out ?? path.join(DATA_DIR, 'backups', backupName()),
    progress,
  })
  const rows = Object.values(manifest.database.counts).reduce((sum, count) => sum + count, 0)
  progress.done(
    `✔ Backup written: ${file}\n  ${manifest.database.migrations.length} migrations, ${rows} rows in ${Object.keys(manifest.database.counts).length} tables, ${manifest.media.files} uploaded files, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  process.exit(0)
} catch (error) {
  fail('The backup failed; no archive was written.', error)
}
