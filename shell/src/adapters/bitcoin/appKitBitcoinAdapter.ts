import type { CaipNetwork } from '@portico/contracts'
import { extendWalletProviders } from '../../connection/walletProvider'
import { bitcoinProviderExtension } from './bitcoinProviderExtension'

/** What AppKit's `new BitcoinAdapter(...)` takes; Portico reads the networks from createAppKit. */
export interface BitcoinAdapterOptions {
  networks?: readonly CaipNetwork[]
  projectId?: string
}

/**
 * AppKit's BitcoinAdapter, so an AppKit dapp moves over with an import change:
 * `createAppKit({ adapters: [new BitcoinAdapter({ projectId })] })`. Portico connects Bitcoin
 * wallets with its own connectors; the adapter gives the bip122 provider AppKit's methods
 * (`signMessage`, `sendTransfer`, `signPSBT`, `getAccountAddresses`).
 * @example const { walletProvider } = useAppKitProvider<BitcoinConnector>('bip122')
 */
export class BitcoinAdapter {
  readonly type = 'bitcoin'
  readonly namespace = 'bip122'
  readonly networks: readonly CaipNetwork[]
  readonly projectId: string | undefined

  constructor(options: BitcoinAdapterOptions = {}) {
    this.networks = (options.networks ?? []).filter((network) => network.chainNamespace === 'bip122')
    this.projectId = options.projectId
    extendWalletProviders('bip122', bitcoinProviderExtension)
  }
}
