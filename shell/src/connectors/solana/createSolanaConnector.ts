import { isSolanaAddress, toAccountRecord, type Connector } from '@portico/contracts'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { accountsOnChains, connectOutputSchema, featureMethod, standardDisconnect, subscribeStandardAccounts } from '../walletStandard/standardWallet'
import { toWalletStandardChain } from './solanaChains'
import { WalletRequestError } from '../walletRequestError'
import { solanaRequest } from './solanaRequest'
import { parseWalletAnswer } from '../parseWalletAnswer'

type Connect = (input?: { silent?: boolean }) => Promise<unknown>

export interface SolanaConnectorOptions {
  /** The CAIP-2 reference of the Solana network in use (the dapp picks it, not the wallet). */
  chainReference: () => string
}

/** The connector id of a Solana Wallet Standard wallet: its name, under the namespace. */
export const solanaConnectorId = (wallet: Pick<Wallet, 'name'>) => `solana:${wallet.name}`

/**
 * A solana connector for a Wallet Standard wallet: `standard:connect` for accounts (silently
 * when restoring), `standard:events` for account changes, and the Solana RPC methods through
 * the wallet's `solana:*` features (see solanaRequest).
 *
 * @example
 * const connector = createSolanaConnector(wallet, { chainReference: () => 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1' })
 */
export function createSolanaConnector(wallet: Wallet, { chainReference }: SolanaConnectorOptions): Connector {
  // Only accounts with a Solana address: a multi-chain wallet lists others too.
  const solanaAccounts = (): readonly WalletAccount[] => accountsOnChains(wallet, 'solana:').filter((a) => isSolanaAddress(a.address))
  const addresses = () => solanaAccounts().map((account) => account.address)

  const connect = async (silent: boolean) => {
    const fn = featureMethod<Connect>(wallet, 'standard:connect', 'connect')
    if (!fn) throw new WalletRequestError(4200, `${wallet.name} does not support standard:connect`)
    parseWalletAnswer(connectOutputSchema, await fn(silent ? { silent: true } : undefined), 'connect', wallet.name)
    // The wallet's own account objects: its features expect them back, not copies.
    return addresses()
  }

  return {
    id: solanaConnectorId(wallet),
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'solana',
    imageUrl: wallet.icon,
    async connect() {
      return { accounts: await connect(false), chainId: chainReference() }
    },
    async getAccounts() {
      const granted = addresses()
      if (granted.length > 0) return granted
      // A reload: a wallet that still trusts the site hands the accounts over without a prompt.
      return connect(true).catch(() => [])
    },
    accountRecords: () => solanaAccounts().map((account) => toAccountRecord('solana', account.address, { publicKey: account.address })),
    getChainId: async () => chainReference(),
    // Solana wallets sign for whichever cluster the dapp names: the shell's network is the switch.
    switchNetwork: async () => undefined,
    disconnect: () => standardDisconnect(wallet),
    request: (args) => solanaRequest({ wallet, accounts: solanaAccounts, chain: () => toWalletStandardChain(chainReference()) }, args),
    subscribe: (listener) => subscribeStandardAccounts(wallet, addresses, listener),
  }
}
