/** Applies pending migrations to the configured database: npm run migrate */
import { bootPayload, fail } from './lib/boot'

;(process.env as Record<string, string>).NODE_ENV ||= 'production'

try {
  const payload = await bootPayload()
  await payload.db.migrate()
  const where = process.env.DATABASE_URL?.startsWith('postgres') ? 'PostgreSQL' : 'SQLite'
  console.log(`✔ Migrations are up to date (${where}).`)
  process.exit(0)
} catch (error) {
  fail('Migration failed; the database was left as it was before the failing migration.', error)
}
