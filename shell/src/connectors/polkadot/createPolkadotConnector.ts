import { toAccountRecord, type Connector } from '@portico/contracts'
import { injectedAccountsSchema, injectedSchema, type Injected, type InjectedAccount, type PolkadotExtension } from './injectedExtension'
import { WalletRequestError } from '../walletRequestError'
import { polkadotRequest } from './polkadotRequest'
import { parseWalletAnswer } from '../parseWalletAnswer'

export interface PolkadotConnectorOptions {
  /** The name the extension shows the user when it asks for access (the dapp's). */
  originName: string
  /** The CAIP-2 reference of the Polkadot network in use (a genesis-hash prefix). */
  chainReference: () => string
}

/** The connector id of a Polkadot extension: its injectedWeb3 key, under the namespace. */
export const polkadotConnectorId = (extension: Pick<PolkadotExtension, 'key'>) => `polkadot:${extension.key}`

/**
 * A polkadot connector for an extension in `window.injectedWeb3`, speaking its protocol directly:
 * `enable(origin)` (the extension asks once per site) gives `accounts.get()` and the `signer`.
 * Accounts bound to another chain's genesis hash are left out.
 *
 * @example
 * const connector = createPolkadotConnector(extension, { originName: 'My dapp', chainReference: () => '91b171bb158e2d3848fa23a9f1c25182' })
 */
export function createPolkadotConnector(extension: PolkadotExtension, { originName, chainReference }: PolkadotConnectorOptions): Connector {
  let injected: Injected | undefined
  let accounts: readonly InjectedAccount[] = []
  const addresses = () => accounts.map((account) => account.address)
  const onThisChain = (list: readonly InjectedAccount[]) =>
    list.filter((account) => !account.genesisHash || account.genesisHash.slice(2, 34) === chainReference())

  const enable = async () => {
    if (injected) return injected
    injected = parseWalletAnswer(injectedSchema, await extension.enable(originName), 'enable', extension.name)
    return injected
  }
  const readAccounts = async () => {
    const parsed = injectedAccountsSchema.safeParse(await (await enable()).accounts.get())
    if (!parsed.success) throw new Error(`${extension.name} listed invalid accounts: ${parsed.error.issues[0]?.message}`)
    accounts = onThisChain(parsed.data)
    return addresses()
  }

  return {
    id: polkadotConnectorId(extension),
    name: extension.name,
    type: 'INJECTED',
    chain: 'polkadot',
    async connect() {
      return { accounts: await readAccounts(), chainId: chainReference() }
    },
    // An extension that authorised the site before enables again without asking.
    getAccounts: () => readAccounts().catch(() => []),
    accountRecords: () => accounts.map((account) => toAccountRecord('polkadot', account.address)),
    getChainId: async () => chainReference(),
    switchNetwork: async () => undefined,
    // The protocol has no revoke: the dapp forgets the extension.
    disconnect: async () => {
      injected = undefined
      accounts = []
    },
    async request(args) {
      if (!injected) throw new WalletRequestError(4900, `${extension.name} is not connected`)
      return polkadotRequest(injected, addresses, args)
    },
    subscribe(listener) {
      const subscribe = injected?.accounts.subscribe
      if (!subscribe) return () => undefined
      const off = subscribe((next) => {
        const parsed = injectedAccountsSchema.safeParse(next)
        if (!parsed.success) return
        accounts = onThisChain(parsed.data)
        listener(accounts.length === 0 ? { type: 'disconnect' } : { type: 'accountsChanged', accounts: addresses() })
      })
      return typeof off === 'function' ? () => void off() : () => undefined
    },
  }
}
