import { gunzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { hydrateAfterPaint, loaderScript } from '@/server/hydrate-after-paint'
import { isPublicPageRequest } from '@/server/public-page'
import { startSiteServerWith, type Answer } from '../support/site-server'

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`

const chunk = (name: string, extra = '') =>
  `<script src="/_next/static/chunks/${name}.js" async=""${extra}></script>`

describe('hydrateAfterPaint', () => {
  it('moves every async chunk into one loader before </body>, in document order', () => {
    const html = page(
      chunk('runtime') + '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<main><h1>Title</h1></main>' +
        chunk('main') +
        '<script>self.__next_f.push([1,"x"])</script>',
    )
    const out = hydrateAfterPaint(html)
    expect(out).not.toContain('<script src="/_next/static/chunks/runtime.js"')
    expect(out).not.toContain('<script src="/_next/static/chunks/main.js"')
    // The no-module polyfill and the inline flight data stay where Next put them.
    expect(out).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>')
    expect(out).toContain('<script>self.__next_f.push([1,"x"])</script>')
    const loader = out.slice(out.lastIndexOf('<script>('), out.lastIndexOf('</body>'))
    expect(loader).toContain('"src":"/_next/static/chunks/runtime.js"')
    expect(loader.indexOf('runtime.js')).toBeLessThan(loader.indexOf('main.js'))
    expect(loader).toContain('first-contentful-paint')
    expect(out.endsWith('</script></body></html>')).toBe(true)
  })

  it('drops the preload of a moved chunk and keeps other preloads', () => {
    const out = hydrateAfterPaint(
      page(
        '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
          '<link rel="preload" as="image" href="/hero.webp"/>',
        '<p>x</p>' + chunk('main'),
      ),
    )
    expect(out).not.toContain('<link rel="preload" as="script"')
    expect(out).toContain('<link rel="preload" as="image" href="/hero.webp"/>')
  })

  it('drops the preload of a chunk loaded later, whose attributes come in another order', () => {
    const out = hydrateAfterPaint(
      page(
        chunk('main'),
        '<p>x</p><link rel="preload" href="/_next/static/chunks/lazy.js" as="script" fetchPriority="low"/>',
      ),
    )
    expect(out).not.toContain('lazy.js')
    expect(out).toContain('"src":"/_next/static/chunks/main.js"')
  })

  it('keeps integrity and crossorigin on the scripts it inserts', () => {
    const out = hydrateAfterPaint(
      page(chunk('runtime', ' crossorigin="anonymous" integrity="sha384-abc"'), '<p>x</p>'),
    )
    expect(out).toContain('"attributes":{"crossorigin":"anonymous","integrity":"sha384-abc"}')
  })

  it('leaves documents without chunks or without a body end untouched', () => {
    const plain = page('', '<p>No scripts</p>')
    expect(hydrateAfterPaint(plain)).toBe(plain)
    const partial = `<html><head>${chunk('runtime')}</head><body><p>cut`
    expect(hydrateAfterPaint(partial)).toBe(partial)
    const blocking = page('<script src="/_next/static/chunks/sync.js"></script>', '<p>x</p>')
    expect(hydrateAfterPaint(blocking)).toBe(blocking)
  })

  it('writes the chunk list so no value can close the script element', () => {
    const script = loaderScript([{ src: '/_next/static/</script><b>.js', attributes: {} }])
    expect(script.slice(0, -'</script>'.length)).not.toContain('</script>')
    expect(script).toContain('\\u003c/script>')
  })
})

describe('isPublicPageRequest', () => {
  const request = (url: string, accept = 'text/html,application/xhtml+xml', method = 'GET') =>
    ({ url, method, headers: { accept } }) as never
  it('is true for page loads of the site in both languages', () => {
    expect(isPublicPageRequest(request('/'))).toBe(true)
    expect(isPublicPageRequest(request('/ar/about?x=1'))).toBe(true)
  })
  it('is false for the admin, the API, Next assets, other methods and non-HTML fetches', () => {
    expect(isPublicPageRequest(request('/admin'))).toBe(false)
    expect(isPublicPageRequest(request('/admin/collections/services'))).toBe(false)
    expect(isPublicPageRequest(request('/api/services'))).toBe(false)
    expect(isPublicPageRequest(request('/_next/static/chunks/a.js'))).toBe(false)
    expect(isPublicPageRequest(request('/about', 'text/html', 'POST'))).toBe(false)
    expect(isPublicPageRequest(request('/about', 'text/x-component'))).toBe(false)
  })
})

describe('the production server rewrites public pages', () => {
  let stop: (() => Promise<void>) | undefined
  afterEach(async () => {
    await stop?.()
    stop = undefined
  })

  /** The real server (src/server/site-server.ts) with compression; `write` stands in for Next. */
  async function serve(write: Answer) {
    const started = await startSiteServerWith(write, { compress: true })
    stop = started.stop
    return started.origin
  }

  // Over compression's 1 KB threshold, as every real page is.
  const html = page(chunk('runtime'), '<h1>Hello</h1>' + '<p>Text.</p>'.repeat(200) + chunk('main'))

  it('rewrites a page written in pieces and sends the new length', async () => {
    const origin = await serve((response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.setHeader('Content-Length', Buffer.byteLength(html))
      response.flushHeaders()
      response.write(html.slice(0, 40))
      response.write(Buffer.from(html.slice(40, 90)))
      response.end(html.slice(90))
    })
    const answer = await fetch(origin + '/about', {
      headers: { accept: 'text/html', 'accept-encoding': 'identity' },
    })
    const body = await answer.text()
    expect(answer.status).toBe(200)
    expect(body).toBe(hydrateAfterPaint(html))
    expect(Number(answer.headers.get('content-length'))).toBe(Buffer.byteLength(body))
  })

  it('rewrites before compressing, when the browser accepts gzip', async () => {
    const origin = await serve((response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      response.end(html)
    })
    const { request } = await import('node:http')
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      request(
        origin + '/',
        { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } },
        (res) => {
          const parts: Buffer[] = []
          res.on('data', (part: Buffer) => parts.push(part))
          res.on('end', () =>
            resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(parts) }),
          )
        },
      )
        .on('error', reject)
        .end()
    })
    expect(raw.encoding).toBe('gzip')
    expect(gunzipSync(raw.body).toString()).toBe(hydrateAfterPaint(html))
  })

  it('streams anything that is not HTML through unchanged', async () => {
    const script = chunk('not-a-page')
    const origin = await serve((response) => {
      response.setHeader('Content-Type', 'application/json')
      response.write('{"a":')
      response.end(JSON.stringify(script) + '}')
    })
    const body = await (await fetch(origin + '/data', { headers: { accept: 'text/html' } })).text()
    expect(JSON.parse(body)).toEqual({ a: script })
  })
})
