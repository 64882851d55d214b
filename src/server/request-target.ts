import type { IncomingMessage } from 'node:http'

/**
 * HTTP/1.1 lets a request line name a whole URL (`GET http://host/about
 * HTTP/1.1`, the absolute form meant for proxies). Node hands it to the app
 * as `request.url`, and Next and next-intl resolve redirects against it, so
 * its host, not the Host header, became the host of `Location`: a redirect to
 * any site the client named. The site server therefore passes on the path of
 * an absolute-form target whose host is the Host (origin form, what every
 * browser sends) and refuses one naming another host, or anything that is
 * neither a path nor `*` (OPTIONS). False when the request must be refused.
 */
export function toOriginForm(request: IncomingMessage): boolean {
  const target = request.url ?? '/'
  if (target.startsWith('/') || target === '*') return true
  let url: URL
  try {
    url = new URL(target)
  } catch {
    return false
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  const host = request.headers.host
  if (!host || url.username || url.password) return false
  let expected: string
  try {
    expected = new URL(`${url.protocol}//${host}`).host
  } catch {
    return false
  }
  if (url.host !== expected) return false
  // The path as sent, not as the URL parser normalises it: the guards after
  // this one judge the same bytes an origin-form request would carry.
  const afterScheme = target.indexOf('//') + 2
  const rest = target.slice(afterScheme).search(/[/?#]/)
  const path = rest === -1 ? '' : target.slice(afterScheme + rest)
  request.url = path.startsWith('/') ? path : `/${path}`
  return true
}
