import type { IncomingMessage } from 'node:http'

/**
 * Who sent a request, as the enquiry rate limit must see it. Headers a client
 * can write (X-Forwarded-For, X-Real-IP) are believed only as far as the
 * operator says proxies stand in front of the site:
 *
 * - no proxy (default): the socket's address, whatever the headers say;
 * - `TRUST_PROXY_HOPS=n` (`TRUST_PROXY=1` means 1): each trusted proxy appends
 *   the address it was called from to X-Forwarded-For, so the n-th entry from
 *   the right is the one the outermost trusted proxy saw. Entries further left
 *   were written by the client and are never read.
 *
 * The production server computes the address once per request and passes it
 * to the app in CLIENT_ADDRESS_HEADER, after deleting any copy the client sent.
 */
export const CLIENT_ADDRESS_HEADER = 'x-site-client-address'

export function trustedProxyHops(env: Record<string, string | undefined> = process.env): number {
  const raw = env.TRUST_PROXY_HOPS?.trim()
  if (raw) {
    const hops = Number(raw)
    if (Number.isInteger(hops) && hops >= 0 && hops <= 20) return hops
    console.warn(
      `⚠ TRUST_PROXY_HOPS="${raw}" is not a whole number from 0 to 20; trusting no proxy.`,
    )
    return 0
  }
  return env.TRUST_PROXY === '1' ? 1 : 0
}

const normalise = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.)/, '')

export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  hops: number,
): string {
  const socket = normalise(socketAddress ?? '') || 'unknown'
  if (hops <= 0) return socket
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map(normalise)
    .filter(Boolean)
  if (chain.length === 0) return socket
  // Fewer entries than trusted hops: the leftmost is the furthest any trusted proxy saw.
  return chain[Math.max(chain.length - hops, 0)]
}

/** Replaces whatever the client sent in CLIENT_ADDRESS_HEADER with the address computed here. */
export function stampClientAddress(request: IncomingMessage, hops = trustedProxyHops()): void {
  request.headers[CLIENT_ADDRESS_HEADER] = clientAddress(
    request.socket.remoteAddress,
    request.headers['x-forwarded-for'],
    hops,
  )
}
