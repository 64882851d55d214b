import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { sourceStamp } from '../../scripts/lib/next'
import { copySeededSite, keepSeededSite } from '../../scripts/lib/seeded-site'

const made: string[] = []
const temporary = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'seeded-site-'))
  made.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A seeded site as the integration setup leaves it: the database, its write-ahead files, uploads. */
function seededFolder(): string {
  const folder = temporary()
  writeFileSync(path.join(folder, 'test.db'), 'database')
  writeFileSync(path.join(folder, 'test.db-wal'), 'last writes')
  mkdirSync(path.join(folder, 'media', 'media'), { recursive: true })
  writeFileSync(path.join(folder, 'media', 'media', 'logo.png'), 'picture')
  return folder
}

describe('the seeded site kept for the end-to-end runs', () => {
  it('is copied with its database renamed, write-ahead file and uploads included', () => {
    const kept = path.join(temporary(), 'kept')
    keepSeededSite(seededFolder(), kept)
    const dir = temporary()
    expect(copySeededSite(dir, 'e2e.db', kept)).toBe(true)
    expect(readFileSync(path.join(dir, 'e2e.db'), 'utf8')).toBe('database')
    expect(readFileSync(path.join(dir, 'e2e.db-wal'), 'utf8')).toBe('last writes')
    expect(readFileSync(path.join(dir, 'media', 'media', 'logo.png'), 'utf8')).toBe('picture')
    expect(existsSync(path.join(dir, 'test.db'))).toBe(false)
    expect(existsSync(path.join(dir, 'SOURCE_STAMP'))).toBe(false)
  })

  it('is not used when it was made from other sources, or never made', () => {
    const kept = path.join(temporary(), 'kept')
    keepSeededSite(seededFolder(), kept)
    expect(readFileSync(path.join(kept, 'SOURCE_STAMP'), 'utf8')).toBe(sourceStamp())
    writeFileSync(path.join(kept, 'SOURCE_STAMP'), 'an older commit')
    const dir = temporary()
    expect(copySeededSite(dir, 'e2e.db', kept)).toBe(false)
    expect(existsSync(path.join(dir, 'e2e.db'))).toBe(false)
    expect(copySeededSite(dir, 'e2e.db', path.join(temporary(), 'none'))).toBe(false)
  })
})
