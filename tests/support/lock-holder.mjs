/**
 * Another writer holding the SQLite file, as an operator's
 * `sqlite3 site.db 'BEGIN EXCLUSIVE; …'` does: takes the write lock, prints
 * "locked", holds it for the given milliseconds, then commits and exits.
 *   node tests/support/lock-holder.mjs <file> <ms>  (plain JavaScript: starts in ~0.1 s, not tsx's ~1 s)
 */
import Database from 'libsql'

const [file, ms] = process.argv.slice(2)
const db = new Database(file)
db.exec('PRAGMA busy_timeout = 30000')
db.exec('BEGIN EXCLUSIVE')
// A write of its own, so the lock is a writer's and not only a reservation.
db.exec('CREATE TABLE IF NOT EXISTS lock_trial (at INTEGER)')
db.prepare('INSERT INTO lock_trial (at) VALUES (?)').run(Date.now())
console.log('locked')
setTimeout(() => {
  db.exec('COMMIT')
  db.close()
  console.log('released')
}, Number(ms))
