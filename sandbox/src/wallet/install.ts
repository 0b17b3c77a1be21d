import { privateKeyToAccount } from 'viem/accounts'
import { announceProvider, type Eip6963ProviderInfo } from './announce'
import { createApproval } from './approval'
import { createChainStore } from '../../../secure-site/src/wallet/chains'
import { configuredChains, type SandboxWalletConfig } from './config'
import { createSandboxWalletInfo } from './info'
import { createPrompt } from '../../../secure-site/src/wallet/prompt'
import { createSandboxProvider, type SandboxProvider } from './provider'
import { createRpcForwarder } from './rpc'

/** Anvil's first dev account (default mnemonic); toolchain/processes/anvil.ts lists the same key. */
export const SANDBOX_WALLET_PRIVATE_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

export type InstalledSandboxWallet = {
  info: Eip6963ProviderInfo
  provider: SandboxProvider
  /** Stops answering `eip6963:requestProvider`. */
  uninstall(): void
}

/**
 * Creates the sandbox wallet on the page and announces it by EIP-6963.
 * @example installSandboxWallet(readSandboxWalletConfig(window.__porticoSandboxWallet))
 */
export function installSandboxWallet(config: SandboxWalletConfig, window: Window = globalThis.window): InstalledSandboxWallet {
  const account = privateKeyToAccount(SANDBOX_WALLET_PRIVATE_KEY)
  const info = createSandboxWalletInfo()
  const provider = createSandboxProvider({
    account,
    chains: createChainStore(configuredChains(config)),
    prompt: createPrompt({ walletName: info.name, icon: info.icon, document: window.document }),
    approval: createApproval(window.localStorage, account.address),
    forward: createRpcForwarder(),
    origin: window.location.origin,
  })
  const uninstall = announceProvider({ info, provider, target: window })
  return { info, provider, uninstall }
}
