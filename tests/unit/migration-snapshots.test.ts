import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * Every migration has the schema snapshot Payload writes beside it, a data-only
 * one included (a copy of the one before): the backup's move between SQLite
 * and PostgreSQL reads the snapshot of the last migration a database took
 * (scripts/lib/backup/convert.ts), and the next `migrate:create` diffs against
 * the newest one. Every migration file is also listed in its adapter's index.
 */
for (const kind of ['sqlite', 'postgres'] as const) {
  const dir = path.join('src/cms/migrations', kind)
  const names = readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .map((file) => file.replace(/\.ts$/, ''))
  const index = readFileSync(path.join(dir, 'index.ts'), 'utf8')

  describe(`${kind} migrations`, () => {
    it('are there to check', () => {
      expect(names.length).toBeGreaterThan(20)
    })
    it('each have their schema snapshot', () => {
      expect(names.filter((name) => !existsSync(path.join(dir, `${name}.json`)))).toEqual([])
    })
    it('are each listed in the index, by name', () => {
      expect(names.filter((name) => !index.includes(`name: '${name}'`))).toEqual([])
    })
  })
}
