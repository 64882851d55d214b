import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * The few files of a `next build` output that Next's production server reads
 * while it starts (Next 16): enough for `next({ dev: false, dir })` and
 * `app.prepare()`, the way src/server/site-server.ts starts it, without a
 * build. It has no pages; what a test needs is what happens at start.
 *
 * `instrumentation` stands in for the build's compiled `src/instrumentation.ts`
 * (`<distDir>/server/instrumentation.js`): the build writes that file only
 * when the project has one, and Next's server calls its `register()` when it
 * is created, before any request.
 */
export function stubNextBuild(options: { instrumentation?: { register: () => unknown } } = {}): {
  dir: string
  remove: () => void
} {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-next-stub-'))
  const dist = path.join(dir, '.next')
  mkdirSync(path.join(dist, 'server'), { recursive: true })
  mkdirSync(path.join(dist, 'static'), { recursive: true })
  const json = (file: string, value: unknown) =>
    writeFileSync(path.join(dist, file), JSON.stringify(value))
  writeFileSync(path.join(dist, 'BUILD_ID'), 'stub-build')
  json('routes-manifest.json', {
    version: 3,
    pages404: true,
    basePath: '',
    redirects: [],
    rewrites: { beforeFiles: [], afterFiles: [], fallback: [] },
    headers: [],
    onMatchHeaders: [],
    dynamicRoutes: [],
    staticRoutes: [],
    dataRoutes: [],
    rsc: {
      header: 'rsc',
      varyHeader: 'rsc',
      prefetchHeader: 'next-router-prefetch',
      didPostponeHeader: 'x-nextjs-postponed',
      contentTypeHeader: 'text/x-component',
      suffix: '.rsc',
      prefetchSuffix: '.prefetch.rsc',
    },
  })
  json('server/pages-manifest.json', {})
  json('server/next-font-manifest.json', {})
  json('server/preview-props.json', {})
  json('server/middleware-manifest.json', {
    version: 3,
    middleware: {},
    functions: {},
    sortedMiddleware: [],
  })
  json('server/functions-config-manifest.json', { version: 1, functions: {} })
  if (options.instrumentation) {
    // Next requires this file itself (plain CommonJS); it hands over to the module the test gave.
    const slot = `site.stubInstrumentation.${path.basename(dir)}`
    ;(globalThis as Record<symbol, unknown>)[Symbol.for(slot)] = options.instrumentation
    writeFileSync(
      path.join(dist, 'server', 'instrumentation.js'),
      `module.exports = { register: () => globalThis[Symbol.for(${JSON.stringify(slot)})].register() }\n`,
    )
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
