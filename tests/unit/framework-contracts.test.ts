import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { afterEach, describe, expect, it } from 'vitest'

/**
 * What the site's own layers assume about Next.js and Payload, checked
 * against the installed packages: after an upgrade, the test named after an
 * assumption fails and says which layer to look at.
 */

/** A file of an installed package, read past its `exports` (internals are what these tests check). */
function packageSource(name: string, file: string, entry = name) {
  let dir = path.dirname(createRequire(import.meta.url).resolve(entry))
  while (!existsSync(path.join(dir, 'package.json')) || !dir.endsWith(name)) dir = path.dirname(dir)
  return readFileSync(path.join(dir, file), 'utf8')
}

describe('framework contracts', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it('Next keeps the data cache in <distDir>/cache/fetch-cache (cleared by scripts/lib/next.ts clearDataCache)', async () => {
    const { default: FileSystemCache } =
      await import('next/dist/server/lib/incremental-cache/file-system-cache.js')
    const dist = mkdtempSync(path.join(tmpdir(), 'contract-dist-'))
    dirs.push(dist)
    // Only where it would write is asked: no file system is needed.
    const cache = new FileSystemCache({
      fs: {} as never,
      serverDistDir: path.join(dist, 'server'),
      flushToDisk: true,
      revalidatedTags: [],
      _requestHeaders: {},
    })
    // A private method of Next's, asked for the kind by its value ('FETCH' in IncrementalCacheKind).
    const where = (
      cache as unknown as { getFilePath: (key: string, kind: string) => string }
    ).getFilePath('some-read', 'FETCH')

    process.env.NEXT_DIST_DIR = dist
    const { clearDataCache } = await import('../../scripts/lib/next')
    mkdirSync(path.dirname(where), { recursive: true })
    writeFileSync(where, '{}')
    clearDataCache()
    delete process.env.NEXT_DIST_DIR

    expect(
      existsSync(where),
      `Next moved its data cache (now ${where}): clearDataCache in scripts/lib/next.ts no longer clears it at start`,
    ).toBe(false)
  })

  it('unstable_cache outside a Next request throws "incrementalCache missing" (src/lib/data/read.ts runs the query instead)', async () => {
    const { unstable_cache } = await import('next/cache')
    const { OUTSIDE_NEXT } = await import('@/lib/data/read')
    const read = unstable_cache(async () => 'fresh', ['contract'], { tags: ['contract'] })
    const error = await read().then(
      () => null,
      (thrown: unknown) => thrown,
    )
    expect(
      error instanceof Error ? error.message : String(error),
      'Next changed what unstable_cache throws outside a request: update the match in src/lib/data/read.ts (cached)',
    ).toMatch(OUTSIDE_NEXT)
    // read.ts loads the Payload client module with it.
  }, 30_000)

  it('withPayload asks every route for the colour-scheme hint with Critical-CH, and next.config.ts scopes it to the admin', async () => {
    const { default: configFor } = await import('../../next.config')
    const config = configFor('phase-production-server')
    const entries = (await config.headers!()) as {
      source: string
      headers: { key: string }[]
    }[]
    const critical = entries.filter((entry) =>
      entry.headers.some((header) => header.key === 'Critical-CH'),
    )
    expect(
      critical.map((entry) => entry.source),
      'Payload no longer adds Critical-CH for /:path* (or adds it elsewhere): review scopeClientHintsToAdmin in next.config.ts',
    ).toEqual(['/admin/:path*'])
  })

  it('every method Next calls on a cache handler exists on both page caches (src/server/cache/*-cache-handler.mjs)', async () => {
    const source = packageSource('next', 'dist/server/lib/incremental-cache/index.js')
    // Next calls its handler as `this.cacheHandler.<method>(` or through an optional chain.
    const called = new Set(
      [...source.matchAll(/cacheHandler(?:\)?\.|\.)([a-zA-Z]+)\b/g)]
        .map((match) => match[1])
        .filter((name) => !['call', 'apply', 'bind'].includes(name)),
    )
    expect(
      called.size,
      'no call on the cache handler found in Next: the contract reads the wrong file',
    ).toBeGreaterThan(2)
    for (const file of ['redis-cache-handler.mjs', 'local-cache-handler.mjs']) {
      // By path: the handlers are checked JavaScript, and the type check of the tests stays out of them.
      const handler = pathToFileURL(path.resolve('src/server/cache', file)).href
      const { default: Handler } = (await import(/* @vite-ignore */ handler)) as {
        default: { prototype: Record<string, unknown> }
      }
      const missing = [...called].filter((name) => typeof Handler.prototype[name] !== 'function')
      expect(
        missing,
        `Next calls cache handler methods ${file} lacks: its pages would miss them`,
      ).toEqual([])
    }
    const { NEXT_CACHE_TAGS_HEADER } = await import('next/dist/lib/constants.js')
    expect(
      NEXT_CACHE_TAGS_HEADER,
      "Next renamed the header that carries a page's cache tags: tagsOf in src/server/cache/cache-tags.mjs reads the old one",
    ).toBe('x-next-cache-tags')
  })

  it("the admin asks the server for form state by the name 'form-state', and a layout's own function for it wins (src/cms/auth/password-form-state.ts)", () => {
    const next = packageSource(
      '@payloadcms/next',
      'dist/utilities/handleServerFunctions.js',
      '@payloadcms/next/layouts',
    )
    expect(
      next,
      "Payload no longer lets the root layout's serverFunctions replace its own: the password rule leaves the admin's form",
    ).toMatch(/extraServerFunctions\?\.\[fnKey\]\s*\|\|\s*baseServerFunctions\[fnKey\]/)
    const ui = packageSource('@payloadcms/ui', 'dist/providers/ServerFunctions/index.js')
    expect(
      ui,
      "Payload's admin no longer asks for form state as 'form-state': update the key in src/app/(payload)/layout.tsx",
    ).toMatch(/name: ["']form-state["']/)
  })

  it("the admin schedules a publish through the server function 'schedule-publish', whose handler Payload still exports (src/cms/audit/schedule.ts)", () => {
    const next = packageSource(
      '@payloadcms/next',
      'dist/utilities/handleServerFunctions.js',
      '@payloadcms/next/layouts',
    )
    expect(
      next,
      'Payload renamed the scheduled-publish server function: schedules leave no audit entry (update the key in src/app/(payload)/layout.tsx)',
    ).toMatch(/['"]schedule-publish['"]:\s*schedulePublishHandler/)
    const ui = packageSource('@payloadcms/ui', 'dist/providers/ServerFunctions/index.js')
    expect(
      ui,
      "Payload's admin no longer schedules through 'schedule-publish': the audit log's wrapper is never called",
    ).toMatch(/name: ["']schedule-publish["']/)
  })

  it("Payload's version comparison takes the earlier version from ?versionFrom (the date cell of src/cms/components/VersionsTable.tsx sets it)", () => {
    const view = packageSource(
      '@payloadcms/next',
      'dist/views/Version/index.js',
      '@payloadcms/next/layouts',
    )
    expect(
      view,
      "Payload's version view no longer reads versionFrom: picking a version to compare in the rebuilt versions table does nothing",
    ).toMatch(/searchParams\.versionFrom\b/)
  })

  it("Payload's PostgreSQL adapter keeps its pg Pool on itself as `pool` once connected, with no error listener of its own (src/cms/dropped-connections.ts)", () => {
    const connect = packageSource('@payloadcms/db-postgres', 'dist/connect.js')
    expect(
      connect,
      "Payload's PostgreSQL adapter no longer keeps its pool at adapter.pool: dropped connections go unheard and crash the process again",
    ).toMatch(/this\.pool = new this\.pg\.Pool\(/)
    expect(
      connect,
      "Payload's PostgreSQL adapter now listens for its pool's errors itself: src/cms/dropped-connections.ts may be removed",
    ).not.toMatch(/this\.pool\.on\(['"]error['"]/)
  })

  it('Node started through npm resolves lexical to a build without a top-level await (.npmrc node-options)', () => {
    const options = /^node-options=(.*)$/m.exec(readFileSync('.npmrc', 'utf8'))?.[1] ?? ''
    const resolve = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', "console.log(import.meta.resolve('lexical'))"],
      { env: { ...process.env, NODE_OPTIONS: options }, encoding: 'utf8' },
    )
    const file = resolve.stdout.trim()
    expect(file, resolve.stderr).toMatch(/^file:/)
    // Lexical's `node` entry picks its dev or prod build with `await import()` at top level;
    // several of its packages doing so at once leave one await unsettled now and then, and
    // Node then exits with code 13 and no message (a script) or hangs (under tsx).
    expect(
      readFileSync(new URL(file), 'utf8'),
      `Node resolves lexical to ${file}, which awaits at top level: scripts and workers can die silently at boot`,
    ).not.toMatch(/^\s*(?:const|let|var)\s+\w+\s*=\s*await\b|^\s*await\b/m)
  })
})
