import type { IncomingMessage } from 'node:http'

/**
 * A page load of the public site: a GET that accepts HTML, outside the admin,
 * the API and Next's assets. The page rewrite and the page cache both apply
 * to these requests only.
 */
export function isPublicPageRequest(request: IncomingMessage): boolean {
  if (request.method !== 'GET') return false
  if (/^\/(?:admin|api|_next)(?:[/?]|$)/.test(request.url ?? '/')) return false
  return String(request.headers.accept ?? '').includes('text/html')
}
