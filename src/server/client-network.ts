import { isIPv6 } from 'node:net'

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  if (!isIPv6(address)) return undefined
  let text = address.split('%', 1)[0] ?? ''
  // An IPv4 tail (::ffff:192.0.2.1) is two groups.
  const ipv4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (ipv4) {
    const [a, b, c, d] = ipv4.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, ipv4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const part = (side: string) => (side === '' ? [] : side.split(':').map((group) => Number.parseInt(group, 16)))
  const before = part(head)
  const after = tail === undefined ? [] : part(tail)
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after]
}

/**
 * The network a client address counts as, for limits per client: an IPv4 address as it is (also
 * when written IPv4-mapped, ::ffff:192.0.2.1), an IPv6 address by its /64, the block one home or
 * customer is given, so rotating addresses inside it gains nothing.
 */
export function clientNetwork(address: string): string {
  const groups = ipv6Groups(address)
  if (!groups) return address
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return `${(groups[6] ?? 0) >> 8}.${(groups[6] ?? 0) & 255}.${(groups[7] ?? 0) >> 8}.${(groups[7] ?? 0) & 255}`
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}
