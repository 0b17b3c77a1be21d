import { TRUNCATE_END, TRUNCATE_START } from '../constants/format'

/**
 * Shortens an address for display like AppKit: the first `start` characters (the 0x counts),
 * '...', then the last `end` characters. A string no longer than `start + end` is returned as is.
 * @example truncateAddress('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48') // '0xA0...06eB48'
 */
export function truncateAddress(address: string, start = TRUNCATE_START, end = TRUNCATE_END): string {
  if (address.length <= start + end) return address
  return `${address.slice(0, start)}...${address.slice(address.length - end)}`
}
