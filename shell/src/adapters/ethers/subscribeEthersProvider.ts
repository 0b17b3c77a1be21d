import type { EthersAppKit } from './ethersAppKit'

/**
 * Calls `onChange` when what an ethers provider is bound to changes: the eip155 wallet (connected,
 * replaced or gone), its account, or its chain. A burst of changes (a disconnect updates several
 * pieces of state) calls back once, in a microtask. Returns the unsubscribe function.
 *
 * The chain comes from the wallet's own `chainChanged`, not from Portico's account: ethers pins a
 * BrowserProvider to the chain it first saw (then fails with NETWORK_ERROR 'network changed'), and
 * Portico keeps its active network when the wallet moves to a chain the dapp did not configure.
 *
 * @example const stop = subscribeEthersProvider(appKit, () => setProvider(new BrowserProvider(...)))
 */
export function subscribeEthersProvider(appKit: EthersAppKit, onChange: () => void): () => void {
  // Portico hands out one WalletProvider object per wallet, so identity tells a wallet change.
  let wallet = appKit.getWalletProvider('eip155')
  let address = appKit.getAccount('eip155').address
  let chainChanged = false
  let scheduled = false
  let stopped = false

  const check = () => {
    scheduled = false
    if (stopped) return
    const nextWallet = appKit.getWalletProvider('eip155')
    const nextAddress = appKit.getAccount('eip155').address
    if (nextWallet === wallet && nextAddress === address && !chainChanged) return
    if (nextWallet !== wallet) {
      unlisten(wallet)
      listen(nextWallet)
    }
    wallet = nextWallet
    address = nextAddress
    chainChanged = false
    onChange()
  }
  const schedule = () => {
    if (scheduled) return
    scheduled = true
    queueMicrotask(check)
  }
  function onChainChanged() {
    chainChanged = true
    schedule()
  }
  // The wallet's events as well as Portico's: `subscribeWalletProvider` promises connects and
  // disconnects, not an account change while another namespace is active. State is read later.
  function listen(target: typeof wallet) {
    target?.on('chainChanged', onChainChanged).on('accountsChanged', schedule)
  }
  function unlisten(target: typeof wallet) {
    target?.removeListener('chainChanged', onChainChanged).removeListener('accountsChanged', schedule)
  }

  listen(wallet)
  const unsubscribers = [appKit.subscribeWalletProvider(schedule), appKit.subscribeAccount(schedule)]
  return () => {
    stopped = true
    for (const unsubscribe of unsubscribers) unsubscribe()
    unlisten(wallet)
  }
}
