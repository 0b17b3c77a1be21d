import { toAccountRecord, type Connector } from '@portico/contracts'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { accountsOnChains, connectOutputSchema, featureMethod, standardDisconnect, subscribeStandardAccounts, toHex } from '../walletStandard/standardWallet'
import { toBip122Reference } from './bitcoinChains'
import { bitcoinRequest } from './bitcoinRequest'
import { WalletRequestError } from '../walletRequestError'
import { parseWalletAnswer } from '../parseWalletAnswer'

type Connect = (input?: object) => Promise<unknown>

export interface BitcoinConnectorOptions {
  /** The CAIP-2 reference of the configured Bitcoin network, for a wallet that names no chain. */
  fallbackReference: () => string | undefined
  /** The dapp's Esplora API per chain reference, over mempool.space's (BITCOIN_ESPLORA_API). */
  esploraUrls?: Readonly<Record<string, string>>
}

/** The connector id of a Bitcoin Wallet Standard wallet: its name, under the namespace. */
export const bitcoinConnectorId = (wallet: Pick<Wallet, 'name'>) => `bip122:${wallet.name}`

/**
 * A bip122 connector for an injected Bitcoin wallet in the Wallet Standard style: `bitcoin:connect`
 * asking for the payment purpose (the default account type of SPEC section 1), else
 * `standard:connect`. A Bitcoin address belongs to one network, so the chain is the account's.
 *
 * @example
 * const connector = createBitcoinConnector(wallet, { fallbackReference: () => undefined })
 */
export function createBitcoinConnector(wallet: Wallet, { fallbackReference, esploraUrls }: BitcoinConnectorOptions): Connector {
  const bitcoinAccounts = (): readonly WalletAccount[] => accountsOnChains(wallet, 'bitcoin:')
  const addresses = () => bitcoinAccounts().map((account) => account.address)
  const chainReference = () => {
    const chain = bitcoinAccounts()[0]?.chains.find((name) => name.startsWith('bitcoin:'))
    const reference = (chain ? toBip122Reference(chain) : undefined) ?? fallbackReference()
    if (!reference) throw new WalletRequestError(4901, `${wallet.name} is on no Bitcoin network the dapp knows`)
    return reference
  }

  const connect = async (silent: boolean) => {
    const bitcoinConnect = featureMethod<Connect>(wallet, 'bitcoin:connect', 'connect')
    const standardConnect = featureMethod<Connect>(wallet, 'standard:connect', 'connect')
    const output = silent
      ? await standardConnect?.({ silent: true })
      : bitcoinConnect
        ? await bitcoinConnect({ purposes: ['payment'] })
        : await standardConnect?.()
    parseWalletAnswer(connectOutputSchema, output, 'connect', wallet.name)
    return addresses()
  }

  return {
    id: bitcoinConnectorId(wallet),
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'bip122',
    imageUrl: wallet.icon,
    async connect() {
      const accounts = await connect(false)
      return { accounts, chainId: chainReference() }
    },
    async getAccounts() {
      const granted = addresses()
      if (granted.length > 0) return granted
      return connect(true).catch(() => [])
    },
    accountRecords: () => bitcoinAccounts().map((account) => toAccountRecord('bip122', account.address, { publicKey: toHex(account.publicKey) })),
    getChainId: async () => chainReference(),
    disconnect: () => standardDisconnect(wallet),
    request: (args) => bitcoinRequest({ wallet, accounts: bitcoinAccounts, chainReference, ...(esploraUrls ? { esploraUrls } : {}) }, args),
    subscribe: (listener) => subscribeStandardAccounts(wallet, addresses, listener),
  }
}
