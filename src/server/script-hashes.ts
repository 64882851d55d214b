import { createHash } from 'node:crypto'

/**
 * A Content-Security-Policy for one HTML answer that allows exactly the inline
 * scripts of that answer, by their SHA-256, instead of 'unsafe-inline'.
 *
 * Public pages are prerendered and revalidated on demand, and Next writes the
 * page's data into them as inline scripts (`self.__next_f.push(…)`), so their
 * hashes differ per page and per revalidation: no header fixed at build time
 * can list them, and a nonce would make every page dynamic. The production
 * server holds every HTML answer back anyway (site-server.ts), so it hashes
 * the final body there and puts the hashes into that answer's policy.
 * 'strict-dynamic' lets those trusted scripts load the client chunks (the
 * hydration loader inserts them; the runtime inserts the lazy ones), while
 * inline scripts the server did not send, event-handler attributes and
 * `javascript:` URLs stay blocked.
 *
 * The hashes vouch for whatever the server rendered: they do not replace
 * React's escaping of CMS text, which keeps markup out of that render.
 */

/** A comment (skipped, so a `<script` inside one is not taken for a tag) or a script element. */
const COMMENT_OR_SCRIPT =
  /<!--[\s\S]*?(?:-->|$)|<script(?=[\s/>])((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)(?:<\/script[\s/>]|$)/gi

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

/**
 * The `type` values that make an inline script run (or, for import maps and
 * speculation rules, that CSP checks like one). Anything else, such as
 * `application/ld+json`, is a data block the browser never executes.
 */
const JAVASCRIPT_MIME =
  /^(?:(?:application|text)\/(?:x-)?(?:java|ecma)script|text\/(?:javascript1\.[0-5]|jscript|livescript))$/
const RUNNABLE_TYPES = new Set(['', 'module', 'importmap', 'speculationrules'])

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const [, name, double, single, bare] of source.matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase()
    // As in the browser, the first of two same-named attributes wins.
    if (!found.has(key)) found.set(key, double ?? single ?? bare ?? '')
  }
  return found
}

function isRunnable(attrs: Map<string, string>): boolean {
  if (attrs.has('src')) return false
  const type = (attrs.get('type') ?? '').split(';')[0].trim().toLowerCase()
  return RUNNABLE_TYPES.has(type) || JAVASCRIPT_MIME.test(type)
}

/** The source text of every inline script the browser would run, in document order. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const match of html.matchAll(COMMENT_OR_SCRIPT)) {
    if (match[0].startsWith('<!--')) continue
    if (isRunnable(attributes(match[1]))) scripts.push(match[2])
  }
  return scripts
}

/**
 * CSP hashes the text the parser hands to the script, and the parser turns
 * every CRLF and lone CR into LF before anything else.
 */
export function scriptHash(source: string): string {
  const text = source.replace(/\r\n?/g, '\n')
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** One hash source per distinct inline script of the document, in document order. */
export function scriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map(scriptHash))]
}

/**
 * The policy for this document: its `script-src` gets 'strict-dynamic' and
 * the hashes of the document's inline scripts, and loses 'unsafe-inline'
 * (which browsers ignore once a hash is present). Every other directive is
 * kept as security-headers.ts wrote it. A document without inline scripts,
 * or a policy without `script-src`, is left as it is: 'strict-dynamic' with
 * no hash would trust nothing at all.
 */
export function withScriptHashes(policy: string, html: string): string {
  const directives = policy.split(';').map((part) => part.trim())
  const index = directives.findIndex((part) => /^script-src(?:\s|$)/i.test(part))
  if (index === -1) return policy
  const hashes = scriptHashes(html)
  if (hashes.length === 0) return policy
  const sources = directives[index]
    .split(/\s+/)
    .slice(1)
    .filter((source) => source !== "'unsafe-inline'" && source !== "'strict-dynamic'")
  directives[index] = ['script-src', ...sources, "'strict-dynamic'", ...hashes].join(' ')
  return directives.filter(Boolean).join('; ')
}
