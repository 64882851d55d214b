/** Applies pending migrations to the configured database: npm run migrate */
import { bootPayload, fail } from './lib/boot'
import { withMigrationLock } from './lib/migration-lock'

;(process.env as Record<string, string>).NODE_ENV ||= 'production'

try {
  const payload = await bootPayload()
  // Replicas or a deploy step running this at once take turns (lib/migration-lock.ts).
  await withMigrationLock(() => payload.db.migrate())
  const where = process.env.DATABASE_URL?.startsWith('postgres') ? 'PostgreSQL' : 'SQLite'
  console.log(`✔ Migrations are up to date (${where}).`)
  process.exit(0)
} catch (error) {
  fail('Migration failed; the database was left as it was before the failing migration.', error)
}
