/** A square wallet icon as the base64 SVG data URI the Wallet Standard asks for. */
export function svgIcon(color: string, letter: string): `data:image/svg+xml;base64,${string}` {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
    `<rect width="96" height="96" rx="20" fill="${color}"/>` +
    `<text x="48" y="64" font-family="sans-serif" font-size="48" font-weight="700" text-anchor="middle" fill="#fff">${letter}</text>` +
    '</svg>'
  return `data:image/svg+xml;base64,${btoa(svg)}`
}
