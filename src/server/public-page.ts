import type { IncomingMessage } from 'node:http'

/** An address of the public site: outside the admin, the API and Next's assets. */
export function isPublicPath(request: IncomingMessage): boolean {
  return !/^\/(?:admin|api|_next)(?:[/?]|$)/.test(request.url ?? '/')
}

/**
 * A page load of the public site: a GET that accepts HTML, on a public path.
 * The page rewrite and the page cache both apply to these requests only.
 */
export function isPublicPageRequest(request: IncomingMessage): boolean {
  if (request.method !== 'GET' || !isPublicPath(request)) return false
  return String(request.headers.accept ?? '').includes('text/html')
}
