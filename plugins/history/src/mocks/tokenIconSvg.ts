/**
 * An icon as an SVG data URI: a coloured shape with a short label. Mocks stay offline, so they
 * never point at a real CDN.
 * @example iconSvg('ETH') // 'data:image/svg+xml,...'
 */
export function iconSvg(label: string, shape: 'circle' | 'square' = 'circle'): string {
  const hue = [...label].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 360
  const text = label.slice(0, 3).replace(/[^A-Za-z0-9#]/g, '')
  const body = shape === 'circle' ? '<circle cx="16" cy="16" r="16"' : '<rect width="32" height="32" rx="6"'
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${body} fill="hsl(${hue} 60% 45%)"/><text x="16" y="20" font-family="sans-serif" font-size="10" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
