/**
 * A network's logo: a simple mark drawn for Portico (not the network's own artwork), white on the
 * network's colour, as an image data URI the modal shows as any logo. A network without one shows
 * its initials.
 * @example networkLogo('#627EEA', 'M16 5l7 11-7 4-7-4z') // 'data:image/svg+xml,...'
 */
export function networkLogo(color: string, glyph: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${color}"/><path d="${glyph}" fill="#fff"/></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

// Each a separate export, marked pure: a dapp's bundle keeps only the logos of the networks it imports.
export const ETHEREUM_LOGO = /* @__PURE__ */ networkLogo('#627EEA', 'M16 4l7 12-7 4-7-4zM16 21.5l7-4.2L16 28l-7-10.7z')
export const SEPOLIA_LOGO = /* @__PURE__ */ networkLogo('#6B7280', 'M16 4l7 12-7 4-7-4zM16 21.5l7-4.2L16 28l-7-10.7z')
export const BASE_LOGO = /* @__PURE__ */ networkLogo('#0052FF', 'M16 7a9 9 0 1 1-8.95 10h11.7v-2H7.05A9 9 0 0 1 16 7z')
export const ARBITRUM_LOGO = /* @__PURE__ */ networkLogo('#213147', 'M16 5l9 5.2v11.6L16 27l-9-5.2V10.2zm0 2.5l-6.8 3.9v9.2l6.8 3.9 6.8-3.9v-9.2zM12.5 20.5l4-9h2.2l-4 9zm4.6 0l2.6-5.8 1.1 2.3-1.5 3.5z')
export const OPTIMISM_LOGO = /* @__PURE__ */ networkLogo('#FF0420', 'M11 11.5a4.5 4.5 0 1 1 0 9a4.5 4.5 0 1 1 0-9zm0 2.2a2.3 2.3 0 1 0 0 4.6a2.3 2.3 0 1 0 0-4.6zM17.5 11.5h4a3 3 0 0 1 0 6h-1.8v3h-2.2zm2.2 2v2h1.7a1 1 0 0 0 0-2z')
export const POLYGON_LOGO = /* @__PURE__ */ networkLogo('#8247E5', 'M20.5 10.5l4.5 2.6v5.8l-4.5 2.6-4.5-2.6v-1.7l2 1.2 2.5-1.5v-2.8l-2.5-1.5-6.5 3.7v5.8l-4.5-2.6v-5.8l4.5-2.6 4.5 2.6v1.7l-2-1.2-2.5 1.5v2.8l2.5 1.5 6.5-3.7z')
export const BSC_LOGO = /* @__PURE__ */ networkLogo('#F0B90B', 'M16 6l3 3-3 3-3-3zM10 12l3 3-3 3-3-3zM22 12l3 3-3 3-3-3zM16 14l3 3-3 3-3-3zM16 20l3 3-3 3-3-3z')
export const AVALANCHE_LOGO = /* @__PURE__ */ networkLogo('#E84142', 'M14.6 7.5a1.6 1.6 0 0 1 2.8 0l1.5 2.6-5.9 10.3a1.6 1.6 0 0 1-1.4.8H8.4a1.2 1.2 0 0 1-1-1.8zM19.9 13.4a1.2 1.2 0 0 1 2 0l3.2 5.7a1.2 1.2 0 0 1-1 1.8h-6.4a1.2 1.2 0 0 1-1-1.8z')
export const CELO_LOGO = /* @__PURE__ */ networkLogo('#1C1C1C', 'M13.5 8a5.5 5.5 0 1 1 0 11a5.5 5.5 0 1 1 0-11zm0 2a3.5 3.5 0 1 0 0 7a3.5 3.5 0 1 0 0-7zM18.5 13a5.5 5.5 0 1 1 0 11a5.5 5.5 0 1 1 0-11zm0 2a3.5 3.5 0 1 0 0 7a3.5 3.5 0 1 0 0-7z')
export const CRONOS_LOGO = /* @__PURE__ */ networkLogo('#002D74', 'M16 5l9 5.2v11.6L16 27l-9-5.2V10.2zm0 2.5l-6.8 3.9v9.2l6.8 3.9 6.8-3.9v-9.2z')
export const GNOSIS_LOGO = /* @__PURE__ */ networkLogo('#04795B', 'M16 8a8 8 0 1 1 0 16a8 8 0 1 1 0-16zm0 2.5a5.5 5.5 0 1 0 0 11a5.5 5.5 0 1 0 0-11z')
export const ZKSYNC_LOGO = /* @__PURE__ */ networkLogo('#1E69FF', 'M6 16l6-5.5v3.5h6.5L12 19v-3zM26 16l-6 5.5V18h-6.5L20 13v3z')
export const SOLANA_LOGO = /* @__PURE__ */ networkLogo('#14151A', 'M10 10h13l-2 2.5H8zM8 14.8h13l2 2.4H10zM10 19.5h13L21 22H8z')
export const BITCOIN_LOGO = /* @__PURE__ */ networkLogo('#F7931A', 'M13 8h2v2h1.5V8h2v2.1c2.3.3 3.5 1.5 3.5 3.2 0 1.1-.6 2-1.6 2.4 1.4.4 2.2 1.4 2.2 2.8 0 2.1-1.6 3.4-4.1 3.5V24h-2v-2h-1.5v2h-2v-2H10v-2h1.5v-10H10v-2h3zm.5 4v3h3.6a1.5 1.5 0 0 0 0-3zm0 5v3h4.1a1.5 1.5 0 0 0 0-3z')
export const POLKADOT_LOGO = /* @__PURE__ */ networkLogo('#E6007A', 'M13.4 8a2.6 2.6 0 1 0 5.2 0a2.6 2.6 0 1 0-5.2 0zM13.4 24a2.6 2.6 0 1 0 5.2 0a2.6 2.6 0 1 0-5.2 0zM6.5 12a2.6 2.6 0 1 0 5.2 0a2.6 2.6 0 1 0-5.2 0zM20.3 12a2.6 2.6 0 1 0 5.2 0a2.6 2.6 0 1 0-5.2 0zM6.5 20a2.6 2.6 0 1 0 5.2 0a2.6 2.6 0 1 0-5.2 0zM20.3 20a2.6 2.6 0 1 0 5.2 0a2.6 2.6 0 1 0-5.2 0z')
