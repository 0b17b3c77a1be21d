import { createShellCore } from '../core/createShellCore'
import type { ShellContext } from '../core/shellContext'
import type { AnnouncedWallet } from '../connectors/injected/announcedWallet'
import { appKitOptionsSchema, type AppKitOptionsInput } from '../options/appKitOptionsSchema'

export const testNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  name: 'Ethereum',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.example'] } },
} as const

/** A shell context without a window (no discovery, no image preload) for catalogue tests. */
export function testShellContext(options: Partial<AppKitOptionsInput> = {}): ShellContext {
  const parsed = appKitOptionsSchema.parse({ projectId: 'test-project', networks: [testNetwork], ...options })
  return createShellCore(parsed, { window: undefined, storage: undefined })
}

/** An EIP-6963 wallet as discovery reports it. */
export function announced(name: string, rdns: string): AnnouncedWallet {
  return {
    info: { uuid: crypto.randomUUID(), name, rdns, icon: 'data:image/svg+xml;base64,PHN2Zy8+' },
    provider: { request: () => Promise.reject(new Error('not in tests')) },
  }
}
