import { describe, expect, it } from 'vitest'

import { clientAddress, trustedProxyHops } from '@/server/client-address'

describe('the address the enquiry rate limit keys on', () => {
  it('with no proxy configured, is the socket address whatever the headers say', () => {
    expect(clientAddress('203.0.113.7', '198.51.100.1', 0)).toBe('203.0.113.7')
    expect(clientAddress('203.0.113.7', ['1.1.1.1', '2.2.2.2'], 0)).toBe('203.0.113.7')
    expect(clientAddress('::ffff:203.0.113.7', undefined, 0)).toBe('203.0.113.7')
    expect(clientAddress(undefined, undefined, 0)).toBe('unknown')
  })

  it('behind n trusted proxies, is the n-th X-Forwarded-For entry from the right', () => {
    // The client wrote "6.6.6.6"; the one proxy appended the address it saw.
    expect(clientAddress('10.0.0.2', '6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7')
    // Two proxies: a CDN appended the client, then nginx appended the CDN.
    expect(clientAddress('10.0.0.2', '6.6.6.6, 203.0.113.7, 192.0.2.50', 2)).toBe('203.0.113.7')
    // Repeated headers are one list, in order.
    expect(clientAddress('10.0.0.2', ['6.6.6.6', '203.0.113.7'], 1)).toBe('203.0.113.7')
  })

  it('never lets the client pick its key by adding entries on the left', () => {
    const keys = new Set(
      ['1.1.1.1', '2.2.2.2, 3.3.3.3', 'x, y, z'].map((forged) =>
        clientAddress('10.0.0.2', `${forged}, 203.0.113.7`, 1),
      ),
    )
    expect([...keys]).toEqual(['203.0.113.7'])
  })

  it('falls back to the socket or the leftmost entry when fewer proxies answered', () => {
    expect(clientAddress('203.0.113.7', undefined, 1)).toBe('203.0.113.7')
    expect(clientAddress('203.0.113.7', '', 2)).toBe('203.0.113.7')
    expect(clientAddress('10.0.0.2', '198.51.100.1', 3)).toBe('198.51.100.1')
  })

  it('reads TRUST_PROXY_HOPS, with TRUST_PROXY=1 meaning one hop', () => {
    expect(trustedProxyHops({})).toBe(0)
    expect(trustedProxyHops({ TRUST_PROXY: '1' })).toBe(1)
    expect(trustedProxyHops({ TRUST_PROXY_HOPS: '2' })).toBe(2)
    expect(trustedProxyHops({ TRUST_PROXY: '1', TRUST_PROXY_HOPS: '0' })).toBe(0)
    for (const bad of ['two', '-1', '1.5', '99'])
      expect(trustedProxyHops({ TRUST_PROXY_HOPS: bad })).toBe(0)
  })
})
