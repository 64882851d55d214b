import { describe, expect, it } from 'vitest'

import { networkOf } from '@/lib/contact/network'

describe('the network a limit groups an address into', () => {
  it.each([
    ['203.0.113.7', '203.0.113.0/24'],
    ['203.0.113.250', '203.0.113.0/24'],
    ['::ffff:203.0.113.7', '203.0.113.0/24'],
    ['2001:db8:abcd:12::1', '2001:db8:abcd::/48'],
    ['2001:db8:abcd:ffff:1:2:3:4', '2001:db8:abcd::/48'],
    ['[2001:DB8::1]', '2001:db8:0::/48'],
    ['::1', '0:0:0::/48'],
    ['', 'unknown'],
    ['not-an-address', 'not-an-address'],
  ])('%s → %s', (address, network) => {
    expect(networkOf(address)).toBe(network)
  })
})
