import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { forgetRenderedPages } from '../../scripts/lib/backup/forget-pages'

/**
 * One box's page cache (src/server/cache/local-cache-handler.mjs): a content
 * read or page that began before an edit and was stored after it must not be
 * served as fresh. Next alone dates an entry when it is stored, so it was.
 */
type Handler = {
  get(key: string, ctx: unknown): Promise<{ value: unknown } | null>
  set(key: string, data: unknown, ctx: unknown): Promise<void>
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
}
let LocalCacheHandler: new (ctx: unknown) => Handler
let tagsManifest: Map<string, unknown>

beforeAll(async () => {
  // By path: the handler is checked JavaScript that Next imports at run time.
  const file = pathToFileURL(path.resolve('src/server/cache/local-cache-handler.mjs')).href
  ;({ default: LocalCacheHandler } = await import(/* @vite-ignore */ file))
  // Next's own record of revalidations, in memory: a restart empties it.
  ;({ tagsManifest } =
    await import('next/dist/server/lib/incremental-cache/tags-manifest.external.js'))
})
afterEach(() => vi.useRealTimers())

const handler = (serverDistDir = mkdtempSync(path.join(tmpdir(), 'cache-handler-'))) =>
  new LocalCacheHandler({
    flushToDisk: false,
    serverDistDir,
    maxMemoryCacheSize: 1024 * 1024,
    revalidatedTags: [],
  })

/** A content read as unstable_cache stores it. */
const read = (body: unknown) => ({
  kind: 'FETCH',
  data: { headers: {}, body: JSON.stringify(body), status: 200, url: '' },
  revalidate: 31_536_000,
})
const asked = (tags: string[]) => ({ kind: 'FETCH', tags, softTags: [] })
/** A rendered page: its tags travel in a header. */
const page = (tags: string[]) => ({
  kind: 'APP_PAGE',
  html: '<p>menu</p>',
  rscData: Buffer.from(''),
  headers: { 'x-next-cache-tags': tags.join(',') },
  postponed: undefined,
  status: 200,
  segmentData: new Map(),
})

/** A server started afresh on the build in `dist`: nothing in memory, Next's record of revalidations empty. */
const started = (dist: string) => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('site.localPageCache')]
  tagsManifest.clear()
  return handler(path.join(dist, 'server'))
}

let n = 0
const key = () => `entry-${++n}-${Date.now()}`

describe('one box’s page cache', () => {
  it('keeps what was rendered after a miss when nothing it reads was edited meanwhile', async () => {
    const cache = handler()
    const k = key()
    expect(await cache.get(k, asked(['collection:stories-a']))).toBeNull()
    await cache.revalidateTag('collection:something-else', { expire: 0 })
    await cache.set(k, read(['kitchen', 'dining']), {
      fetchCache: true,
      tags: ['collection:stories-a'],
    })
    expect((await cache.get(k, asked(['collection:stories-a'])))?.value).toMatchObject({
      kind: 'FETCH',
    })
  })

  it('keeps what was rendered after an edit that came before the render began', async () => {
    const cache = handler()
    const k = key()
    await cache.revalidateTag(['collection:stories-b'], { expire: 0 })
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 5)
    expect(await cache.get(k, asked(['collection:stories-b']))).toBeNull()
    await cache.set(k, read(['kitchen']), { fetchCache: true, tags: ['collection:stories-b'] })
    expect(await cache.get(k, asked(['collection:stories-b']))).not.toBeNull()
  })

  it('does not keep a read begun before an edit of its tag and stored after it', async () => {
    const cache = handler()
    const k = key()
    vi.useFakeTimers({ toFake: ['Date'] })
    const step = () => vi.setSystemTime(Date.now() + 2)
    // A render misses and reads the stories (still with "dining")…
    expect(await cache.get(k, asked(['collection:stories-c']))).toBeNull()
    step()
    // …the story is switched off (in another request: Next makes a handler per request)…
    await handler().revalidateTag(['collection:stories-c'], { expire: 0 })
    step()
    // …and the render stores its read: not kept.
    await cache.set(k, read(['kitchen', 'dining']), {
      fetchCache: true,
      tags: ['collection:stories-c'],
    })
    expect(await cache.get(k, asked(['collection:stories-c']))).toBeNull()
    step()
    // The next visitor's render began after the edit: kept.
    await cache.set(k, read(['kitchen']), { fetchCache: true, tags: ['collection:stories-c'] })
    expect(await cache.get(k, asked(['collection:stories-c']))).not.toBeNull()
  })

  it('does the same for a rendered page, by the tags in its header', async () => {
    const cache = handler()
    const k = key()
    expect(await cache.get(k, { kind: 'APP_PAGE', softTags: [] })).toBeNull()
    await cache.revalidateTag(['collection:stories-d'], { expire: 0 })
    await cache.set(k, page(['collection:stories-d', 'global:navigation']), {
      cacheControl: { revalidate: false },
    })
    expect(await cache.get(k, { kind: 'APP_PAGE', softTags: [] })).toBeNull()
    const untouched = key()
    expect(await cache.get(untouched, { kind: 'APP_PAGE', softTags: [] })).toBeNull()
    await cache.revalidateTag(['collection:stories-d'], { expire: 0 })
    await cache.set(untouched, page(['global:site-settings']), {
      cacheControl: { revalidate: false },
    })
    expect(await cache.get(untouched, { kind: 'APP_PAGE', softTags: [] })).not.toBeNull()
  })

  it('remembers revalidations across a restart: a page rendered before an edit is not served after it', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'cache-handler-'))
    const restart = () => started(dist)
    const before = restart()
    const k = key()
    expect(await before.get(k, { kind: 'APP_PAGE', softTags: [] })).toBeNull()
    await before.set(k, page(['collection:stories-f']), { cacheControl: { revalidate: false } })
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 2)
    // Edited, then the server restarts before anyone asks for the page again.
    await before.revalidateTag(['collection:stories-f'], { expire: 0 })
    const after = restart()
    expect(await after.get(k, { kind: 'APP_PAGE', softTags: [] })).toBeNull()
    // Saved beside the cache, where the next start reads it.
    expect(readdirSync(path.join(dist, 'cache'))).toEqual(['revalidated-tags.json'])
    // A damaged file is not a crash: Next's own rules alone.
    writeFileSync(path.join(dist, 'cache', 'revalidated-tags.json'), '{not json')
    expect(await restart().get(key(), { kind: 'APP_PAGE', softTags: [] })).toBeNull()
  })

  it('after a restore, every page rendered before it is absent at the next start', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'cache-handler-'))
    const start = () => started(dist)
    const before = start()
    const k = key()
    expect(await before.get(k, { kind: 'APP_PAGE', softTags: [] })).toBeNull()
    await before.set(k, page(['_N_T_/layout', '_N_T_/ar/blog', 'collection:blog-posts']), {
      cacheControl: { revalidate: false },
    })
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 2)
    vi.stubEnv('NEXT_DIST_DIR', dist)
    vi.stubEnv('REDIS_URL', '')
    expect(await forgetRenderedPages()).toBe(path.join(dist, 'cache', 'revalidated-tags.json'))
    vi.unstubAllEnvs()
    expect(await start().get(k, { kind: 'APP_PAGE', softTags: [] })).toBeNull()
  })

  it('forgets misses no render stored (a 404 at a made-up address) once they pile up', async () => {
    const cache = handler()
    const state = (globalThis as Record<symbol, { began: Map<string, number> }>)[
      Symbol.for('site.localPageCache')
    ]
    vi.useFakeTimers({ toFake: ['Date'] })
    for (let i = 0; i < 1_200; i++) await cache.get(`/made-up-${i}`, { kind: 'APP_PAGE' })
    expect(state.began.size).toBeGreaterThan(1_000)
    vi.setSystemTime(Date.now() + 61_000)
    await cache.get('/one-more', { kind: 'APP_PAGE' })
    expect(state.began.size).toBe(1)
  })

  it('leaves a stale-while-revalidate revalidation (a future expiry) to Next', async () => {
    const cache = handler()
    const k = key()
    expect(await cache.get(k, asked(['collection:stories-e']))).toBeNull()
    await cache.revalidateTag(['collection:stories-e'], { expire: 3600 })
    await cache.set(k, read(['kitchen']), { fetchCache: true, tags: ['collection:stories-e'] })
    expect(await cache.get(k, asked(['collection:stories-e']))).not.toBeNull()
  })
})
