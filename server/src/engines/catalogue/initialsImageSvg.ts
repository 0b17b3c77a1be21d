/**
 * A logo drawn from a name: its initials (two at most) in white on a hue derived from the name, so
 * the same name looks the same on every server.
 * @example initialsImageSvg('WalletConnect') // '<svg ...>...W</text></svg>'
 */
export function initialsImageSvg(name: string): string {
  const hue = [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 7)
  // Letters and digits only: the name comes from the operator's config and lands in markup.
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0]?.toUpperCase() ?? '')
    .join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" fill="hsl(${hue} 60% 42%)"/>` +
    `<text x="48" y="61" font-family="system-ui, sans-serif" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>` +
    `</svg>`
  )
}
