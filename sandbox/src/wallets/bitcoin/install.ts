import { registerWallet } from '@wallet-standard/wallet'
import { createPrompt } from '../../../../secure-site/src/wallet/prompt'
import { createSiteApproval } from '../siteApproval'
import { svgIcon } from '../svgIcon'
import { createSandboxBitcoinWallet, SANDBOX_BITCOIN_WALLET_NAME } from './createSandboxBitcoinWallet'
import { SANDBOX_BITCOIN_ADDRESS } from './keys'

export const BITCOIN_APPROVAL_KEY = 'portico-sandbox-bitcoin:approved'

/** Creates the sandbox Bitcoin wallet and registers it through the Wallet Standard. */
export function installSandboxBitcoinWallet(window: Window = globalThis.window) {
  const icon = svgIcon('#f7931a', 'B')
  const wallet = createSandboxBitcoinWallet({
    icon,
    prompt: createPrompt({ walletName: SANDBOX_BITCOIN_WALLET_NAME, icon, document: window.document }),
    approval: createSiteApproval(window.localStorage, BITCOIN_APPROVAL_KEY, SANDBOX_BITCOIN_ADDRESS),
    origin: window.location.origin,
  })
  registerWallet(wallet)
  return wallet
}
