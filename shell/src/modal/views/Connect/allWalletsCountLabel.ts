/**
 * The All Wallets count as AppKit shows it: exact below 10, else rounded down to tens with '+'.
 * @example allWalletsCountLabel(437) // '430+'
 * @example allWalletsCountLabel(7) // '7'
 */
export function allWalletsCountLabel(count: number): string {
  if (count < 10) return String(count)
  const rounded = Math.floor(count / 10) * 10
  return rounded < count ? `${rounded}+` : String(rounded)
}
