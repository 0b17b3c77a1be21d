import { getErrorMessage, toAccountRecord, type CaipNetwork, type ChainNamespace, type Connector } from '@portico/contracts'
import { createIdentityCache } from '../account/createIdentityCache'
import { syncIdentity } from '../account/syncIdentity'
import type { ShellContext } from '../core/shellContext'
import { loadInjectedChunk } from './loadInjectedChunk'

/** Reads a namespace's native balance of an address on one of its networks. */
export type BalanceReader = (network: CaipNetwork, address: string) => Promise<{ balance: string; symbol: string }>

const readEvmBalance: BalanceReader = async (network, address) => (await loadInjectedChunk()).readNativeBalance(network, address as `0x${string}`)

/** The active namespace's account and what is read for it. */
export interface ActiveAccount {
  /** Reads the active account's native balance again. */
  refreshBalance: () => Promise<void>
  /** The active account's address: balance and identity are read for it. */
  setAddress: (address: string) => void
  /** SPEC section 3 allAccounts: the wallet's records, else the namespace's default account type. */
  setAllAccounts: (connector: Connector, addresses: readonly string[]) => void
  /** Lets a namespace without viem (Solana) read its native balance its own way. */
  registerBalanceReader: (namespace: ChainNamespace, reader: BalanceReader) => void
}

/**
 * The active namespace's account: its address and all accounts as the wallet gives them, and
 * what is read for the address (balance, identity), kept only while the address stays.
 */
export function createActiveAccount(ctx: ShellContext): ActiveAccount {
  const { store, atoms, log } = ctx
  const identityCache = createIdentityCache(ctx.localStorage)
  // Namespaces other than eip155 read balances through their own chunk (Solana), or have none.
  const balanceReaders = new Map<ChainNamespace, BalanceReader>()

  const refreshBalance = async () => {
    const network = store.get(atoms.network)
    const { address } = store.get(atoms.account)
    if (!network || !address) return
    const read = balanceReaders.get(network.chainNamespace) ?? (network.chainNamespace === 'eip155' ? readEvmBalance : undefined)
    if (!read) return
    try {
      const { balance, symbol } = await read(network, address)
      if (store.get(atoms.account).address === address) store.set(atoms.account, (a) => ({ ...a, balance, balanceSymbol: symbol }))
    } catch (error) {
      log.warn('balance read failed:', getErrorMessage(error))
    }
  }

  const refreshIdentity = async () => {
    const network = store.get(atoms.network)
    const { address } = store.get(atoms.account)
    if (!network || !address) return
    const profile = await syncIdentity({ address, network, api: ctx.api.blockchain, cache: identityCache })
    // Account names are registered by the embedded wallet (AUTH) on eip155 only (SPEC section 6).
    if (!profile.profileName && network.chainNamespace === 'eip155' && store.get(atoms.activeConnector)?.type === 'AUTH') {
      try {
        // Its own chunk: the profile schemas weigh on the boot path, and only embedded-wallet users need them.
        const { readAccountName } = await import(/* webpackChunkName: "account-name" */ '../account/readAccountName')
        const name = await readAccountName(ctx.api.blockchain, address)
        if (name) profile.profileName = name
      } catch (error) {
        log.warn('reverse name lookup failed:', getErrorMessage(error))
      }
    }
    if (store.get(atoms.account).address !== address) return
    store.set(atoms.account, ({ profileName: _name, profileImage: _image, ...rest }) => ({ ...rest, ...profile }))
  }

  const setAddress = (address: string) => {
    const network = store.get(atoms.network)
    store.set(atoms.account, (a) => ({
      ...a,
      address,
      caipAddress: network ? `${network.caipNetworkId}:${address}` : undefined,
      balance: undefined,
      balanceSymbol: undefined,
    }))
    void refreshBalance()
    void refreshIdentity()
  }

  /** SPEC section 3 allAccounts: the wallet's records, else the namespace's default account type. */
  const setAllAccounts = (connector: Connector, addresses: readonly string[]) => {
    const allAccounts = connector.accountRecords?.() ?? addresses.map((address) => toAccountRecord(connector.chain, address))
    store.set(atoms.account, (a) => ({ ...a, allAccounts }))
  }

  /** Lets a namespace without viem (Solana) read its native balance its own way. */
  const registerBalanceReader = (namespace: ChainNamespace, reader: BalanceReader) => {
    balanceReaders.set(namespace, reader)
  }

  return { refreshBalance, setAddress, setAllAccounts, registerBalanceReader }
}
