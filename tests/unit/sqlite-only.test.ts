import { existsSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { SQLITE_ONLY } from '../support/sqlite-only'

describe('the integration files the PostgreSQL run leaves out', () => {
  it('are files of the suite, each with its reason', () => {
    const entries = Object.entries(SQLITE_ONLY)
    expect(entries.length).toBeGreaterThan(0)
    for (const [file, reason] of entries) {
      expect(existsSync(path.resolve('tests/integration', file)), file).toBe(true)
      expect(reason.length, file).toBeGreaterThan(20)
    }
  })

  it('never include the files written to run on both databases', () => {
    // Their own words say PostgreSQL is part of what they check.
    for (const file of ['fuzz-classes.test.ts', 'fallback-marks.test.ts', 'access.test.ts'])
      expect(Object.keys(SQLITE_ONLY)).not.toContain(file)
  })
})
