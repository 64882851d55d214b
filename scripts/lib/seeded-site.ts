import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'

import { sourceStamp } from './next'

/**
 * The integration run's seeded site (a migrated SQLite database the seed has
 * filled, with its uploads), kept for the end-to-end runs after it under the
 * sources' stamp. Each end-to-end run (the full suite and the stock smoke
 * run) migrated and seeded a database of its own first, about 35 s apiece;
 * a copy takes a second. A copy made from other sources is never used: the
 * run then migrates and seeds as before.
 */
const KEPT = path.resolve('.seeded-site')
const STAMP = 'SOURCE_STAMP'
const DATABASE = 'test.db'

/** Keeps `folder` (its database as `test.db`, its uploads beside it) for later runs of these sources. */
export function keepSeededSite(folder: string, kept = KEPT): void {
  rmSync(kept, { recursive: true, force: true })
  cpSync(folder, kept, { recursive: true })
  writeFileSync(path.join(kept, STAMP), sourceStamp())
}

/**
 * Copies the kept seeded site into `dir` with its database named `database`
 * (and its write-ahead files beside it), when it was made from these
 * sources; answers whether it did.
 */
export function copySeededSite(dir: string, database: string, kept = KEPT): boolean {
  const stamp = path.join(kept, STAMP)
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== sourceStamp()) return false
  cpSync(kept, dir, { recursive: true })
  rmSync(path.join(dir, STAMP))
  for (const file of readdirSync(dir))
    if (file.startsWith(DATABASE))
      renameSync(path.join(dir, file), path.join(dir, database + file.slice(DATABASE.length)))
  return true
}
