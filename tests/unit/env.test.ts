import path from 'node:path'

import { describe, expect, it, vi } from 'vitest'

import {
  allowSchemaPush,
  analyticsEnabled,
  positiveIntegerFromEnv,
  resolveDatabase,
  resolvePayloadSecret,
  sqliteSynchronous,
} from '@/lib/env'

const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv

describe('database selection', () => {
  it('uses data/site.db in production and data/dev.db in development by default', () => {
    const production = resolveDatabase(env({ NODE_ENV: 'production' }))
    const development = resolveDatabase(env({ NODE_ENV: 'development' }))
    expect(production).toMatchObject({ kind: 'sqlite' })
    expect(production.kind === 'sqlite' && path.basename(production.file)).toBe('site.db')
    expect(development.kind === 'sqlite' && path.basename(development.file)).toBe('dev.db')
  })

  it('selects PostgreSQL for postgres:// and postgresql:// URLs', () => {
    expect(resolveDatabase(env({ DATABASE_URL: 'postgres://u:p@h:5432/d' }))).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@h:5432/d',
    })
    expect(resolveDatabase(env({ DATABASE_URL: 'postgresql://u@h/d' })).kind).toBe('postgres')
  })

  it('rejects an unknown database URL with a clear message', () => {
    expect(() => resolveDatabase(env({ DATABASE_URL: 'mysql://x' }))).toThrow(
      /postgres:\/\/.*file:/,
    )
  })

  it('pushes the schema only to data/dev.db outside production', () => {
    const dev = resolveDatabase(env({ NODE_ENV: 'development' }))
    const site = resolveDatabase(
      env({ NODE_ENV: 'development', DATABASE_URL: 'file:./data/site.db' }),
    )
    const postgres = resolveDatabase(env({ DATABASE_URL: 'postgres://u@h/d' }))
    expect(allowSchemaPush(dev, env({ NODE_ENV: 'development' }))).toBe(true)
    expect(allowSchemaPush(dev, env({ NODE_ENV: 'production' }))).toBe(false)
    expect(allowSchemaPush(site, env({ NODE_ENV: 'development' }))).toBe(false)
    expect(allowSchemaPush(postgres, env({ NODE_ENV: 'development' }))).toBe(false)
  })
})

describe('PAYLOAD_SECRET', () => {
  it('comes from the environment when set', () => {
    expect(resolvePayloadSecret(env({ PAYLOAD_SECRET: ' s3cret ', NODE_ENV: 'production' }))).toBe(
      's3cret',
    )
  })

  it('is mandatory in production, with a clear message', () => {
    expect(() => resolvePayloadSecret(env({ NODE_ENV: 'production' }))).toThrow(
      /PAYLOAD_SECRET is not set.*refuses to start/,
    )
  })
})

describe('whole numbers from the environment (limits, ports, retries)', () => {
  it('reads a valid value and falls back to the default when unset or blank', () => {
    expect(positiveIntegerFromEnv('LIMIT', 5, env({ LIMIT: '12' }))).toBe(12)
    expect(positiveIntegerFromEnv('LIMIT', 5, env({ LIMIT: ' 7 ' }))).toBe(7)
    expect(positiveIntegerFromEnv('LIMIT', 5, env({}))).toBe(5)
    expect(positiveIntegerFromEnv('LIMIT', 5, env({ LIMIT: '  ' }))).toBe(5)
  })

  it('never turns a malformed value into NaN, zero or a negative limit: default, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      for (const bad of ['ten', '-1', '0', '2.5', '1e400', 'NaN'])
        expect(positiveIntegerFromEnv('LIMIT', 5, env({ LIMIT: bad }))).toBe(5)
      expect(warn).toHaveBeenCalledTimes(6)
      expect(warn.mock.calls[0][0]).toContain('LIMIT="ten"')
    } finally {
      warn.mockRestore()
    }
  })
})

describe('sqliteSynchronous', () => {
  it('syncs at checkpoints by default and every commit when the operator asks', () => {
    expect(sqliteSynchronous(env({}))).toBe('NORMAL')
    expect(sqliteSynchronous(env({ SQLITE_SYNCHRONOUS: 'full' }))).toBe('FULL')
    expect(sqliteSynchronous(env({ SQLITE_SYNCHRONOUS: ' extra ' }))).toBe('EXTRA')
  })

  it('refuses a value SQLite would read as something else', () => {
    expect(() => sqliteSynchronous(env({ SQLITE_SYNCHRONOUS: 'off' }))).toThrow(
      /NORMAL, FULL or EXTRA/,
    )
    expect(() => sqliteSynchronous(env({ SQLITE_SYNCHRONOUS: '1; DROP' }))).toThrow()
  })
})

describe('ANALYTICS', () => {
  it('is on unless turned off, in any of the usual ways', () => {
    expect(analyticsEnabled(env({}))).toBe(true)
    expect(analyticsEnabled(env({ ANALYTICS: 'on' }))).toBe(true)
    expect(analyticsEnabled(env({ ANALYTICS: '' }))).toBe(true)
    for (const off of ['off', 'OFF', ' false ', '0', 'no'])
      expect(analyticsEnabled(env({ ANALYTICS: off })), off).toBe(false)
  })
})
