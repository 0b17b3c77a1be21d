import { registerWallet } from '@wallet-standard/wallet'
import { createPrompt } from '../../../../secure-site/src/wallet/prompt'
import { createSiteApproval } from '../siteApproval'
import { svgIcon } from '../svgIcon'
import { createSandboxSolanaWallet, SANDBOX_SOLANA_WALLET_NAME } from './createSandboxSolanaWallet'
import { SANDBOX_SOLANA_ADDRESS } from './keys'

export const SOLANA_APPROVAL_KEY = 'portico-sandbox-solana:approved'

/** Creates the sandbox Solana wallet and registers it through the Wallet Standard. */
export function installSandboxSolanaWallet(window: Window = globalThis.window) {
  const icon = svgIcon('#9945ff', 'S')
  const wallet = createSandboxSolanaWallet({
    icon,
    prompt: createPrompt({ walletName: SANDBOX_SOLANA_WALLET_NAME, icon, document: window.document }),
    approval: createSiteApproval(window.localStorage, SOLANA_APPROVAL_KEY, SANDBOX_SOLANA_ADDRESS),
    origin: window.location.origin,
  })
  registerWallet(wallet)
  return wallet
}
