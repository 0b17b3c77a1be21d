import type { Eip6963ProviderInfo } from './announce'

export const SANDBOX_WALLET_NAME = 'Portico Sandbox Wallet'
export const SANDBOX_WALLET_RDNS = 'dev.portico.sandbox'

const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="20" fill="#f59e0b"/>' +
  '<path d="M20 34h56v40H20z" fill="#fff7ed"/>' +
  '<path d="M20 34l8-12h40l8 12" fill="none" stroke="#fff7ed" stroke-width="6" stroke-linejoin="round"/>' +
  '<circle cx="62" cy="54" r="6" fill="#f59e0b"/>' +
  '</svg>'

/** The wallet icon as an SVG data URI, as EIP-6963 wants it. */
export const SANDBOX_WALLET_ICON = `data:image/svg+xml;base64,${btoa(ICON_SVG)}`

/**
 * The wallet's EIP-6963 info; the uuid is new for every page load, as the EIP asks.
 * @example announceProvider({ info: createSandboxWalletInfo(), provider })
 */
export function createSandboxWalletInfo(): Eip6963ProviderInfo {
  return {
    uuid: crypto.randomUUID(),
    name: SANDBOX_WALLET_NAME,
    icon: SANDBOX_WALLET_ICON,
    rdns: SANDBOX_WALLET_RDNS,
  }
}
