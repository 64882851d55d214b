import { describe, expect, it } from 'vitest'

import { isoFromPostgres, toSqlite } from '../../scripts/lib/backup/convert'
import { copyField } from '../../scripts/lib/backup/pg-dump-rows'

/**
 * The value rules of a move between PostgreSQL and SQLite (npm run restore of
 * an archive of the other kind): how a PostgreSQL dump's text becomes what the
 * SQLite adapter stores. The whole move, both ways, is proven on real
 * databases in tests/integration/backup-restore.test.ts.
 */
describe('a field of a PostgreSQL dump (COPY text format)', () => {
  it('reads \\N as null and undoes the escapes PostgreSQL writes', () => {
    expect(copyField('\\N')).toBeNull()
    expect(copyField('')).toBe('')
    expect(copyField('plain text, no escapes')).toBe('plain text, no escapes')
    expect(copyField('line one\\nline two\\ttabbed\\r')).toBe('line one\nline two\ttabbed\r')
    expect(copyField('C:\\\\path\\\\file')).toBe('C:\\path\\file')
    expect(copyField('\\\\N')).toBe('\\N')
    expect(copyField('\\x41\\102\\b\\f\\v')).toBe('AB\b\f\v')
    expect(copyField('نخلة\\nالكويت')).toBe('نخلة\nالكويت')
  })
})

describe('a PostgreSQL time as the SQLite adapter stores it', () => {
  it('gives UTC ISO text whatever zone the dump wrote', () => {
    expect(isoFromPostgres('2026-12-03 09:15:02.5+03', true)).toBe('2026-12-03T06:15:02.500Z')
    expect(isoFromPostgres('2026-12-03 09:15:02+00', true)).toBe('2026-12-03T09:15:02.000Z')
    expect(isoFromPostgres('2026-12-03 09:15:02.123+05:30', true)).toBe('2026-12-03T03:45:02.123Z')
    expect(isoFromPostgres('2026-12-03 09:15:02.123', false)).toBe('2026-12-03T09:15:02.123Z')
  })

  it('keeps what is not a time as it is', () => {
    expect(isoFromPostgres('infinity', true)).toBe('infinity')
    expect(isoFromPostgres('not a date', true)).toBe('not a date')
  })
})

describe('a dump field by its PostgreSQL type', () => {
  it('turns booleans into 0/1, numbers into numbers, times into ISO text', () => {
    expect(toSqlite('t', 'boolean')).toBe(1)
    expect(toSqlite('f', 'boolean')).toBe(0)
    expect(toSqlite('42', 'integer')).toBe(42)
    expect(toSqlite('12.50', 'numeric')).toBe(12.5)
    expect(toSqlite('NaN', 'numeric')).toBe('NaN')
    expect(toSqlite('2026-12-03 09:15:02.5+03', 'timestamp(3) with time zone')).toBe(
      '2026-12-03T06:15:02.500Z',
    )
    expect(toSqlite(null, 'boolean')).toBeNull()
  })

  it('keeps text, enum values and JSON as written', () => {
    expect(toSqlite('007', 'character varying')).toBe('007')
    expect(toSqlite('published', 'enum__pages_v_version_status')).toBe('published')
    expect(toSqlite('{"root": {"children": []}}', 'jsonb')).toBe('{"root": {"children": []}}')
  })
})
