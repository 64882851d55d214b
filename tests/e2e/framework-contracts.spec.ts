import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { COMPILE_HINT } from '../../scripts/lib/compile-hints'
import { hydrateAfterPaint } from '../../src/server/hydrate-after-paint'

/**
 * What the site's build and serve layers assume about the output of
 * `next build`, checked on the build this suite runs against (scripts/e2e.ts):
 * after a Next upgrade the test named after an assumption fails and says
 * which layer to look at. No browser: files and HTTP answers only.
 */

const dist = process.env.NEXT_DIST_DIR || '.next-e2e'
const startupChunks = (): string[] => {
  const manifest = JSON.parse(readFileSync(path.join(dist, 'build-manifest.json'), 'utf8')) as {
    rootMainFiles?: unknown
  }
  return Array.isArray(manifest.rootMainFiles)
    ? manifest.rootMainFiles.filter((file): file is string => typeof file === 'string')
    : []
}
const ASYNC_CHUNK_TAG = /<script src="\/_next\/static\/[^"]+\.js"[^>]* async=/g
/** The async chunk tags left in a document (the message lists them, not the whole page). */
const asyncChunkTags = (html: string) => html.match(ASYNC_CHUNK_TAG) ?? []
const loaderSources = (html: string) =>
  [...html.matchAll(/"src":"(\/_next\/static\/[^"]+\.js)"/g)].map((match) => match[1])

test.describe('framework contracts of the build', () => {
  test("Next's build manifest lists the startup chunks in rootMainFiles, served with the compile hint (scripts/lib/compile-hints.ts)", async ({
    request,
  }) => {
    const chunks = startupChunks()
    expect(
      chunks.filter((file) => file.endsWith('.js')).length,
      `${dist}/build-manifest.json has no rootMainFiles: hintStartupChunks marks nothing and V8 compiles the startup chunks lazily again`,
    ).toBeGreaterThan(0)
    for (const file of chunks.filter((name) => name.endsWith('.js'))) {
      const answer = await request.get(`/_next/${file}`)
      expect(answer.status(), `/_next/${file} (a rootMainFiles entry) is served`).toBe(200)
      expect(
        (await answer.text()).startsWith(COMPILE_HINT),
        `/_next/${file} lacks the compile hint: Next changed where the startup chunks are listed or how they are served`,
      ).toBe(true)
    }
  })

  test('Next writes its chunks as the async script tags hydrate-after-paint moves (src/server/hydrate-after-paint.ts)', async ({
    request,
  }) => {
    // Next's own HTML of the English home, as `next build` prerendered it.
    const nextHtml = readFileSync(path.join(dist, 'server', 'app', 'en.html'), 'utf8')
    const rewritten = hydrateAfterPaint(nextHtml)
    const moved = loaderSources(rewritten)
    const message =
      'Next changed how it writes its chunk <script> tags: hydrateAfterPaint no longer moves them behind the first paint'
    expect(moved, message).toEqual(
      expect.arrayContaining(
        startupChunks()
          .filter((file) => file.endsWith('.js'))
          .map((file) => `/_next/${file}`),
      ),
    )
    expect(asyncChunkTags(rewritten), message).toEqual([])
    expect(
      rewritten.match(
        /<link rel="preload" as="script"[^>]*href="\/_next\/static\/[^"]+\.js"[^>]*>/g,
      ),
      'a preload of a moved chunk is left: Next changed its <link rel="preload" as="script"> tag',
    ).toBeNull()

    // The server sends a browser exactly that: the same chunks, after the paint. The home the
    // server serves may be a later render than the build's, which can list the same async
    // chunks in another order (async scripts run in any order anyway).
    const served = await (await request.get('/', { headers: { accept: 'text/html' } })).text()
    expect(asyncChunkTags(served), 'the served home still has an async chunk tag').toEqual([])
    expect(
      [...loaderSources(served)].sort(),
      'the served home loads the chunks Next wrote',
    ).toEqual([...moved].sort())
  })
})
