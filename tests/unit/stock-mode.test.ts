import { afterEach, describe, expect, it, vi } from 'vitest'

import { analyticsEnabled } from '../../src/lib/env'
import { publicCsp } from '../../src/lib/security-headers'
import { buildFolder, isStockMode, STOCK_DIST_DIR } from '../../src/lib/stock-mode'

/** The stock site's switch (src/lib/stock-mode.ts); its pages in a browser: tests/e2e-stock. */
describe('stock mode', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('is STOCK=1 alone', () => {
    expect(isStockMode({ STOCK: '1' })).toBe(true)
    for (const value of [undefined, '', '0', 'true', 'yes'])
      expect(isStockMode({ STOCK: value })).toBe(false)
  })

  it('builds into a folder of its own, unless the tests name one', () => {
    expect(buildFolder({})).toBe('.next')
    expect(buildFolder({ STOCK: '1' })).toBe(STOCK_DIST_DIR)
    expect(buildFolder({ STOCK: '1', NEXT_DIST_DIR: '.next-e2e-stock' })).toBe('.next-e2e-stock')
  })

  it('counts no visits: the server that counts them is left out', () => {
    expect(analyticsEnabled({ NODE_ENV: 'production' })).toBe(true)
    expect(analyticsEnabled({ NODE_ENV: 'production', STOCK: '1' })).toBe(false)
  })

  it("allows a page's inline scripts by its nonce alone, and what they load", () => {
    const scriptSources = (policy: string) => /(?:^|; )script-src ([^;]+)/.exec(policy)?.[1]
    expect(scriptSources(publicCsp(true, "'none'", 'bm9uY2U='))).toBe(
      "'self' 'nonce-bm9uY2U=' 'strict-dynamic'",
    )
    // Without one, production's hashes come from the server (src/server/script-hashes.ts).
    expect(scriptSources(publicCsp(true))).toBe("'self'")
    expect(publicCsp(true, "'self'", 'bm9uY2U=')).toContain("frame-ancestors 'self'")
  })

  it("serves with Next's own cache, compression and Payload's headers as they come", async () => {
    const { default: configFor } = await import('../../next.config')
    const criticalHintSources = async (config: ReturnType<typeof configFor>) =>
      ((await config.headers!()) as { source: string; headers: { key: string }[] }[])
        .filter((entry) => entry.headers.some((header) => header.key === 'Critical-CH'))
        .map((entry) => entry.source)

    const site = configFor('phase-production-server')
    expect(site.cacheHandler).toMatch(/local-cache-handler\.mjs$/)
    expect(site.compress).toBe(false)
    expect(await criticalHintSources(site)).toEqual(['/admin/:path*'])

    vi.stubEnv('STOCK', '1')
    const stock = configFor('phase-production-server')
    expect(stock.cacheHandler).toBeUndefined()
    expect(stock.compress).toBe(true)
    expect(await criticalHintSources(stock)).toEqual(['/:path*'])
  })
})
