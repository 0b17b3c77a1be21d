/**
 * A small wallet logo for the mock image endpoint: the wallet's initials on a colour derived from
 * its image id, so every wallet looks distinct and the same on every run.
 * @example walletImageSvg('Rainbow', '5e4b...') // '<svg xmlns=...>...</svg>'
 */
export function walletImageSvg(name: string, imageId: string): string {
  const hue = [...imageId].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 7)
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')
    .replace(/[<>&"']/g, '')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="24" fill="hsl(${hue} 65% 45%)"/>` +
    `<text x="48" y="60" font-family="system-ui, sans-serif" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>` +
    `</svg>`
  )
}
