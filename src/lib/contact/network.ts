import { isIPv4, isIPv6 } from 'node:net'

/**
 * The network an address belongs to, as far as a limit should group it: the
 * IPv4 /24 or the IPv6 /48 (what one customer or one cloud tenant usually
 * holds), so an attacker rotating through one block's addresses counts as one
 * sender. Anything else (no address known) is its own group.
 */
export function networkOf(address: string): string {
  const plain = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain)?.[1]
  const v4 = mapped ?? plain
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`
  if (isIPv6(plain)) {
    const [head = '', tail = ''] = plain.split('::')
    const left = head ? head.split(':') : []
    const right = tail ? tail.split(':') : []
    const groups = plain.includes('::')
      ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
      : left
    return `${groups
      .slice(0, 3)
      .map((group) => (parseInt(group, 16) || 0).toString(16))
      .join(':')}::/48`
  }
  return plain || 'unknown'
}
