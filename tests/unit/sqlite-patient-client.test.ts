import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient, type Client } from '@libsql/client'
import Database from 'libsql'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import {
  lockProbe,
  patientSqliteClient,
  sqliteConnectionsUsed,
  sqliteFileOf,
  whenNotBusy,
} from '@/cms/sqlite-patient-client'

let dir: string
let file: string
const clients: Client[] = []

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'patient-'))
  file = path.join(dir, 'site.db')
  const setup = createClient({ url: `file:${file}` })
  await setup.execute('PRAGMA journal_mode = WAL')
  await setup.execute('CREATE TABLE enquiries (id INTEGER PRIMARY KEY, subject TEXT UNIQUE)')
  setup.close()
})
afterEach(() => {
  for (const client of clients.splice(0)) client.close()
  rmSync(dir, { recursive: true, force: true })
})

/** Another writer on the same file, holding its write lock (as `sqlite3 site.db 'BEGIN EXCLUSIVE; …'`). */
function otherWriter() {
  const db = new Database(file)
  db.exec('BEGIN EXCLUSIVE')
  db.exec("INSERT INTO enquiries (subject) VALUES ('held')")
  return { release: () => (db.exec('COMMIT'), db.close()) }
}

/** What a second connection sees: committed rows only. */
const committed = () =>
  (
    new Database(file).prepare('SELECT subject FROM enquiries ORDER BY id').all() as Array<{
      subject: string
    }>
  ).map((row) => row.subject)

const insert = (client: Client, subject: string) =>
  client.execute({
    sql: 'INSERT INTO enquiries (subject) VALUES (?) RETURNING id',
    args: [subject],
  })

describe('the SQLite client after a failed statement', () => {
  // First in the file: the guard, once installed, applies to every libsql connection of the process.
  it('libsql alone keeps the next write pending after a failed statement (if this fails, libsql now resets them)', async () => {
    const client = createClient({ url: `file:${file}` })
    clients.push(client)
    await client.execute('PRAGMA busy_timeout = 0')
    const lock = otherWriter()
    await expect(insert(client, 'during the lock')).rejects.toThrow(/locked|busy/i)
    lock.release()
    await insert(client, 'after the lock')
    expect(committed()).toEqual(['held'])
  })

  it('commits the next write at once (libsql alone leaves it pending, then rolls it back)', async () => {
    const client = await patientSqliteClient({ url: `file:${file}` })
    clients.push(client)
    const lock = otherWriter()
    // Fails after its short wait: the lock is held throughout.
    await expect(
      (async () => {
        process.env.SQLITE_BUSY_WAIT_MS = '50'
        try {
          return await insert(client, 'during the lock')
        } finally {
          delete process.env.SQLITE_BUSY_WAIT_MS
        }
      })(),
    ).rejects.toThrow(/locked|busy/i)
    lock.release()
    await insert(client, 'after the lock')
    expect(committed()).toEqual(['held', 'after the lock'])
  })

  it('the same holds after a constraint failure', async () => {
    const client = await patientSqliteClient({ url: `file:${file}` })
    clients.push(client)
    await insert(client, 'first')
    await expect(insert(client, 'first')).rejects.toThrow(/UNIQUE/)
    await insert(client, 'second')
    expect(committed()).toEqual(['first', 'second'])
  })
})

describe('waiting for another writer', () => {
  it('waits without blocking the process, then writes', async () => {
    const client = await patientSqliteClient({ url: `file:${file}` })
    clients.push(client)
    const lock = otherWriter()
    // The release is a timer of this process: a wait inside SQLite would hold the timer back
    // until its own busy timeout ran out, and the insert would fail instead.
    setTimeout(() => lock.release(), 600)
    const started = Date.now()
    await insert(client, 'waited')
    expect(Date.now() - started).toBeGreaterThanOrEqual(550)
    expect(committed()).toEqual(['held', 'waited'])
  })

  it('gives up with the busy error after SQLITE_BUSY_WAIT_MS', async () => {
    process.env.SQLITE_BUSY_WAIT_MS = '300'
    const client = await patientSqliteClient({ url: `file:${file}` })
    clients.push(client)
    const lock = otherWriter()
    try {
      const started = Date.now()
      await expect(insert(client, 'never')).rejects.toMatchObject({ code: 'SQLITE_BUSY' })
      expect(Date.now() - started).toBeGreaterThanOrEqual(250)
    } finally {
      lock.release()
      delete process.env.SQLITE_BUSY_WAIT_MS
    }
    expect(committed()).toEqual(['held'])
  })
})

describe('many calls waiting at once', () => {
  it('queue: only the first in line asks again, the rest follow once it is through', async () => {
    let locked = true
    let attempts = 0
    const busy = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })
    const write = async () => {
      attempts++
      if (locked) throw busy
      return 'written'
    }
    const waiting = Array.from({ length: 50 }, () => whenNotBusy(write, 5_000))
    setTimeout(() => (locked = false), 400)
    expect(await Promise.all(waiting)).toEqual(Array(50).fill('written'))
    // Each call tried once on arrival and once on its turn; the head polled meanwhile.
    // Fifty independent pollers ask about 6 times each in 400 ms (300 and more).
    expect(attempts).toBeLessThan(50 * 2 + 20)
  })

  it('a call whose wait runs out in the line gives up with the busy error', async () => {
    const busy = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })
    const never = async () => {
      throw busy
    }
    const results = await Promise.allSettled([whenNotBusy(never, 200), whenNotBusy(never, 100)])
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected'])
  })
})

describe('writes while the lock is held cost no connections', () => {
  it('later writes wait in line without trying, the first tries once the lock is free: one connection retired, not one per write', async () => {
    const client = await patientSqliteClient({ url: `file:${file}` })
    clients.push(client)
    await insert(client, 'warm')
    const lock = otherWriter()
    const before = sqliteConnectionsUsed()
    setTimeout(() => lock.release(), 500)
    const writes: Promise<unknown>[] = []
    // Eight posts a second, as the lock trial's two visitors.
    for (let i = 0; i < 4; i++) {
      writes.push(insert(client, `waited ${i}`))
      await new Promise((resolve) => setTimeout(resolve, 125))
    }
    await Promise.all(writes)
    // The first write's busy try retires one connection; the probe is one more.
    // Each try used to retire one: four arrivals and some twenty polls of the first.
    expect(sqliteConnectionsUsed() - before).toBeLessThanOrEqual(2)
    expect(committed()).toEqual(['warm', 'held', 'waited 0', 'waited 1', 'waited 2', 'waited 3'])
  })

  it('a read answers while writes wait for the lock', async () => {
    const client = await patientSqliteClient({ url: `file:${file}` })
    clients.push(client)
    const lock = otherWriter()
    let held = true
    setTimeout(() => (lock.release(), (held = false)), 400)
    const waiting = insert(client, 'waited')
    const read = await client.execute('SELECT count(*) AS n FROM enquiries')
    expect(held).toBe(true)
    expect(read.rows[0].n).toBe(0)
    await waiting
    expect(committed()).toEqual(['held', 'waited'])
  })

  it('the probe says busy while another writer holds the lock, free after, and leaves nothing held', () => {
    const probe = lockProbe(file)
    try {
      const lock = otherWriter()
      expect(probe.free()).toBe(false)
      expect(probe.free()).toBe(false)
      lock.release()
      expect(probe.free()).toBe(true)
      // Nothing of the probe's stays open: another connection writes and checkpoints.
      const other = new Database(file)
      other.exec('PRAGMA busy_timeout = 0')
      other.exec("INSERT INTO enquiries (subject) VALUES ('after')")
      expect(other.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get()).toMatchObject({ busy: 0 })
      other.close()
    } finally {
      probe.close()
    }
  })

  it('finds the file libsql opens for each form of file URL', () => {
    expect(sqliteFileOf('file:/srv/site/site.db')).toBe('/srv/site/site.db')
    expect(sqliteFileOf('file:///srv/site/site.db')).toBe('/srv/site/site.db')
    expect(sqliteFileOf('file://localhost/srv/site.db')).toBe('/srv/site.db')
    expect(sqliteFileOf('file:./site.db?mode=rwc')).toBe('./site.db')
    expect(sqliteFileOf('file:/srv/my%20site.db')).toBe('/srv/my site.db')
    expect(sqliteFileOf('file::memory:')).toBeNull()
    expect(sqliteFileOf(':memory:')).toBeNull()
  })
})
