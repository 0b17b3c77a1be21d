/**
 * AppKit's `new EthersAdapter()`, so an AppKit dapp moves over with an import change:
 * `createAppKit({ adapters: [new EthersAdapter()] })`. Portico's own connectors need no adapter,
 * so it only marks the list; the dapp reaches ethers through `useAppKitProvider<Eip1193Provider>('eip155')`
 * and `new BrowserProvider(walletProvider)` as before, or through createEthersAdapter.
 */
export class EthersAdapter {
  readonly type = 'ethers'
  readonly namespace = 'eip155'
}
