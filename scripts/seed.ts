/** Seeds (or tops up) the configured database; safe to run repeatedly: npm run seed */
import { bootPayload, fail } from './lib/boot'

;(process.env as Record<string, string>).NODE_ENV ||= 'production'

try {
  const payload = await bootPayload()
  await payload.db.migrate()
  const { seed } = await import('../src/seed/index')
  const result = await seed(payload, { log: (message) => console.log(`  ${message}`) })
  console.log(`✔ Seed complete: ${result.created} created, ${result.updated} updated.`)
  process.exit(0)
} catch (error) {
  fail('Seeding failed.', error)
}
