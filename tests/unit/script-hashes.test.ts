import { createHash } from 'node:crypto'

import { afterEach, describe, expect, it } from 'vitest'

import { publicCsp } from '@/lib/security-headers'
import { hydrateAfterPaint } from '@/server/hydrate-after-paint'
import { inlineScripts, scriptHash, scriptHashes, withScriptHashes } from '@/server/script-hashes'
import { startSiteServerWith, type Answer } from '../support/site-server'

/** The hash source as the CSP specification defines it, computed independently of the module. */
const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1)

describe('inlineScripts', () => {
  it('finds the inline scripts the browser runs, in document order, with their exact text', () => {
    const html =
      '<html><head><script id="language-detection">(function(){var a=1})()</script>' +
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>' +
      '<body><script>self.__next_f.push([1,"a\\u003c/script>"])</script>' +
      '<SCRIPT type="module">import "/m.js"</SCRIPT >' +
      '<script type="text/javascript; charset=utf-8">b()</script>' +
      "<script data-x='a>b'>c()</script></body></html>"
    expect(inlineScripts(html)).toEqual([
      '(function(){var a=1})()',
      'self.__next_f.push([1,"a\\u003c/script>"])',
      'import "/m.js"',
      'b()',
      'c()',
    ])
  })

  it('skips external scripts, data blocks and scripts inside comments', () => {
    const html =
      '<script src="/a.js"></script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script>' +
      '<script type="text/plain">not code</script>' +
      '<!-- <script>commented()</script> -->' +
      '<scripts>not a script element</scripts>' +
      '<script>real()</script>'
    expect(inlineScripts(html)).toEqual(['real()'])
  })

  it('counts import maps and speculation rules, which CSP checks like scripts', () => {
    const html =
      '<script type="importmap">{"imports":{}}</script>' +
      '<script type="speculationrules">{"prerender":[]}</script>'
    expect(inlineScripts(html)).toEqual(['{"imports":{}}', '{"prerender":[]}'])
  })

  it('keeps an empty inline script (it runs, and needs the hash of the empty string)', () => {
    expect(inlineScripts('<p>x</p><script></script>')).toEqual([''])
  })
})

describe('scriptHash', () => {
  it('is the base64 SHA-256 of the UTF-8 text, quoted as a CSP source', () => {
    // A known answer, computed once outside this code.
    expect(scriptHash("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    )
    expect(scriptHash('document.title="نخلة"')).toBe(sha256('document.title="نخلة"'))
  })

  it('hashes line ends as the HTML parser hands them to the script (CR and CRLF become LF)', () => {
    expect(scriptHash('a()\r\nb()\rc()')).toBe(sha256('a()\nb()\nc()'))
  })
})

describe('scriptHashes', () => {
  it('lists each distinct inline script once', () => {
    const html = '<script>a()</script><script>b()</script><script>a()</script>'
    expect(scriptHashes(html)).toEqual([sha256('a()'), sha256('b()')])
  })
})

describe('withScriptHashes', () => {
  const production = publicCsp(true)
  const html = '<script>a()</script><p>text</p><script>b()</script>'

  it("puts the document's hashes and 'strict-dynamic' into script-src, and nothing else changes", () => {
    const policy = withScriptHashes(production, html)
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      "'strict-dynamic'",
      sha256('a()'),
      sha256('b()'),
    ])
    const others = (value: string) =>
      value
        .split(';')
        .map((part) => part.trim())
        .filter((part) => !part.startsWith('script-src '))
    expect(others(policy)).toEqual(others(production))
    expect(directive(policy, 'script-src-attr')).toEqual(["'none'"])
  })

  it("drops 'unsafe-inline' from script-src only (browsers ignore it beside a hash)", () => {
    const policy = withScriptHashes(
      "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'",
      html,
    )
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'")
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'"])
  })

  it("leaves a document without inline scripts alone ('strict-dynamic' alone would trust nothing)", () => {
    expect(withScriptHashes(production, '<p>No scripts</p><script src="/a.js"></script>')).toBe(
      production,
    )
  })

  it('leaves a policy without script-src alone', () => {
    const upload = "default-src 'none'; img-src 'self' data:; sandbox"
    expect(withScriptHashes(upload, html)).toBe(upload)
  })
})

describe('the production server sets the hashed policy of each answer', () => {
  let stop: (() => Promise<void>) | undefined
  afterEach(async () => {
    await stop?.()
    stop = undefined
  })

  /** The real server (src/server/site-server.ts); `write` stands in for Next. */
  async function serve(write: Answer) {
    const started = await startSiteServerWith(write)
    stop = started.stop
    return started.origin
  }

  const page =
    '<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""></script></head>' +
    '<body><h1>Hi</h1><script>self.__next_f.push([1,"x"])</script></body></html>'

  it('hashes the inline scripts of the body it sends, the added loader included', async () => {
    const origin = await serve((response) => {
      // As Next does: the policy from next.config.ts set before the head is written.
      response.setHeader('Content-Security-Policy', publicCsp(true))
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      response.end(page)
    })
    // A browser's page request: the loader is added (hydrate-after-paint.ts), and hashed too.
    const answer = await fetch(origin + '/', { headers: { accept: 'text/html' } })
    const body = await answer.text()
    expect(body).toBe(hydrateAfterPaint(page))
    const scripts = directive(answer.headers.get('content-security-policy') ?? '', 'script-src')
    expect(scripts).toEqual(["'self'", "'strict-dynamic'", ...scriptHashes(body)])
    expect(scripts).toHaveLength(4)
  })

  it('also replaces a policy passed to writeHead, without sending the old one', async () => {
    // Not a browser's page request (no Accept: text/html): hashed, not rewritten.
    const origin = await serve((response) => {
      response.writeHead(404, {
        'content-type': 'text/html',
        'content-security-policy': publicCsp(true),
      })
      response.end(page)
    })
    const answer = await fetch(origin + '/nope')
    const body = await answer.text()
    expect(answer.status).toBe(404)
    expect(body).toBe(page)
    expect(answer.headers.get('content-security-policy')).toBe(
      withScriptHashes(publicCsp(true), page),
    )
  })

  it('leaves the policy of an answer that is not HTML as it was', async () => {
    const origin = await serve((response) => {
      response.setHeader('Content-Security-Policy', publicCsp(true))
      response.setHeader('Content-Type', 'application/json')
      response.end('{"html":"<script>a()</script>"}')
    })
    const answer = await fetch(origin + '/data')
    await answer.text()
    expect(answer.headers.get('content-security-policy')).toBe(publicCsp(true))
  })
})
