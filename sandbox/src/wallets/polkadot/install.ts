import { createPrompt } from '../../../../secure-site/src/wallet/prompt'
import { createSiteApproval } from '../siteApproval'
import { svgIcon } from '../svgIcon'
import { createSandboxPolkadotExtension, SANDBOX_POLKADOT_KEY } from './createSandboxPolkadotExtension'
import { SANDBOX_POLKADOT_ADDRESS } from './keys'

export const POLKADOT_APPROVAL_KEY = 'portico-sandbox-polkadot:approved'

/** Injects the sandbox Polkadot extension into `window.injectedWeb3`, as a browser extension does. */
export function installSandboxPolkadotExtension(window: Window & { injectedWeb3?: Record<string, unknown> } = globalThis.window) {
  const extension = createSandboxPolkadotExtension({
    prompt: createPrompt({ walletName: 'Portico Sandbox Polkadot', icon: svgIcon('#e6007a', 'P'), document: window.document }),
    approval: createSiteApproval(window.localStorage, POLKADOT_APPROVAL_KEY, SANDBOX_POLKADOT_ADDRESS),
    origin: window.location.origin,
  })
  window.injectedWeb3 = { ...window.injectedWeb3, [SANDBOX_POLKADOT_KEY]: extension }
  return extension
}
