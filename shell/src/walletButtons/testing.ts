import type { AnnouncedWallet } from '../connectors/injected/announcedWallet'
import type { AppKit } from '../appKit'
import { attachShellParts, loadShellCore, shellPartsOf } from '../core/shellCoreOf'

export const TEST_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * An installed (EIP-6963) wallet for unit tests: it grants TEST_ACCOUNT on chain 1, or refuses
 * (4001) when `refuse` is set; the calls it got are in `methods`.
 */
export function installedWallet(name: string, rdns: string, options: { refuse?: boolean } = {}) {
  const methods: string[] = []
  const wallet: AnnouncedWallet = {
    info: { uuid: crypto.randomUUID(), name, rdns, icon: 'data:image/svg+xml;base64,PHN2Zy8+' },
    provider: {
      request: async ({ method }: { method: string }) => {
        methods.push(method)
        if (method === 'eth_requestAccounts') {
          if (options.refuse) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
          return [TEST_ACCOUNT]
        }
        if (method === 'eth_accounts') return options.refuse ? [] : [TEST_ACCOUNT]
        if (method === 'eth_chainId') return '0x1'
        if (method === 'eth_getBalance') return '0x0'
        return null
      },
    },
  }
  return { wallet, methods }
}

/** The AppKit with an `open` that only routes (the modal's code is not what these tests check). */
export function routingOnly(appKit: AppKit): AppKit {
  const routed: AppKit = { ...appKit, open: async (options) => (await loadShellCore(appKit)).modal.open(options?.view, options?.arguments) }
  attachShellParts(routed, shellPartsOf(appKit))
  return routed
}
