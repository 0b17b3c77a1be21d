/**
 * A token icon as an SVG data URI: a coloured disc with the symbol's first letters. Mocks stay
 * offline, so they never point at a real CDN.
 * @example tokenIconSvg('ETH') // 'data:image/svg+xml,...'
 */
export function tokenIconSvg(symbol: string): string {
  const hue = [...symbol].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 360
  const label = symbol.slice(0, 3).replace(/[^A-Za-z0-9]/g, '')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="hsl(${hue} 60% 45%)"/><text x="16" y="20" font-family="sans-serif" font-size="10" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
