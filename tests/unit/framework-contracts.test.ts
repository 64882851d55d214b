import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

/**
 * What the site's own layers assume about Next.js and Payload, checked
 * against the installed packages: after an upgrade, the test named after an
 * assumption fails and says which layer to look at.
 */

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
})
