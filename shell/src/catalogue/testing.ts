import type { GetWalletsResponse, WalletRecord } from '@portico/contracts'
import { atom, createStore } from 'jotai/vanilla'
import { createShellCore } from '../core/createShellCore'
import type { ShellContext } from '../core/shellContext'
import type { AnnouncedWallet } from '../connectors/injected/announcedWallet'
import { appKitOptionsSchema, type AppKitOptionsInput } from '../options/appKitOptionsSchema'
import { createCatalogueAtoms } from './catalogueAtoms'
import type { CatalogueScope } from './catalogueScope'
import type { GetWalletsParameters } from './walletCatalogueApi'

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

/** A wallet record for catalogue tests. */
export const walletRecord = (id: string, name = `Wallet ${id}`): WalletRecord => ({ id, name, image_id: `img-${id}` })

/**
 * A catalogue scope over a fake API for the catalogue's units: `getWallets` answers, every query
 * is kept, and images are counted, never loaded.
 */
export function testCatalogueScope(getWallets: (parameters: GetWalletsParameters) => Promise<GetWalletsResponse>, options: CatalogueScope['options'] = {}) {
  const queries: GetWalletsParameters[] = []
  const preloaded: (readonly WalletRecord[])[] = []
  const warnings: string[] = []
  const scope: CatalogueScope = {
    store: createStore(),
    atoms: createCatalogueAtoms(atom<readonly AnnouncedWallet[]>([])),
    api: {
      getWallets: (parameters) => {
        queries.push(parameters)
        return getWallets(parameters)
      },
    },
    log: { debug: () => {}, info: () => {}, warn: (...args: unknown[]) => void warnings.push(args.map(String).join(' ')), error: () => {} },
    images: { preloadWalletImages: async (records) => void preloaded.push(records) },
    chains: () => ['eip155:1'],
    options,
  }
  return { scope, queries, preloaded, warnings }
}
