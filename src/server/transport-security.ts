import type { IncomingMessage, ServerResponse } from 'node:http'
import type { TLSSocket } from 'node:tls'

import { STRICT_TRANSPORT_SECURITY } from '../lib/security-headers'

/**
 * Whether the visitor reached the site over HTTPS: this server's own socket is
 * TLS, or, behind `TRUST_PROXY_HOPS` trusted proxies (client-address.ts), the
 * outermost of them says so in X-Forwarded-Proto. Read like X-Forwarded-For:
 * a proxy that sets the header leaves one entry; one that appends makes the
 * n-th entry from the right the outermost trusted proxy's, and entries further
 * left were written by the client. Without a trusted proxy the header is the
 * client's own words and is not read.
 */
export function cameOverHttps(request: IncomingMessage, hops: number): boolean {
  if ((request.socket as TLSSocket | undefined)?.encrypted) return true
  if (hops <= 0) return false
  const raw = request.headers['x-forwarded-proto']
  const chain = (Array.isArray(raw) ? raw.join(',') : (raw ?? ''))
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
  if (chain.length === 0) return false
  return chain[Math.max(chain.length - hops, 0)] === 'https'
}

/**
 * Strict-Transport-Security on answers to visitors on HTTPS only: sent over
 * plain HTTP it would claim a promise the connection cannot keep (browsers
 * ignore it there, scanners and proxies do not). The page cache does not keep
 * it (page-cache.ts), so each answer carries its own request's.
 */
export function setTransportSecurity(
  request: IncomingMessage,
  response: ServerResponse,
  hops: number,
): void {
  if (cameOverHttps(request, hops))
    response.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY)
}
