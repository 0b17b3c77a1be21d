import type { CaipNetwork } from '@portico/contracts'
import type { WalletConnectProvider } from './walletConnectProvider'
import { walletConnectSessionSchema, type WalletConnectSession } from './sessionSchema'
import { walletConnectNamespaces } from './walletConnectNamespaces'

/** The one pairing a client may have waiting for a wallet. */
export interface WalletConnectPairing {
  /** Pairs for `network` (the dapp's first network when undefined); a pairing still waiting is rejected. */
  pair: (network: CaipNetwork | undefined) => Promise<WalletConnectSession>
  /** Asks for a fresh URI for the waiting pairing (the old one is about to expire). */
  refresh: () => void
  /** Gives up the waiting pairing: its `pair()` rejects. */
  cancel: () => void
  isPairing: () => boolean
}

/**
 * Pairing attempts over one provider. A refresh starts another attempt for the same network, and
 * only the newest attempt may fail the waiting `pair()`: an older one's failure is its replacement.
 */
export function createWalletConnectPairing(provider: WalletConnectProvider, networks: readonly CaipNetwork[]): WalletConnectPairing {
  let waiting: { resolve: (session: WalletConnectSession) => void; reject: (error: unknown) => void } | undefined
  let attempt = 0
  let pairingNetwork: CaipNetwork | undefined

  const settle = () => {
    const settled = waiting
    waiting = undefined
    return settled
  }
  const start = () => {
    const current = ++attempt
    provider.connect(walletConnectNamespaces(networks, pairingNetwork)).then(
      (session) => {
        const parsed = walletConnectSessionSchema.safeParse(session)
        if (parsed.success) settle()?.resolve(parsed.data)
        else settle()?.reject(new Error('The wallet answered with an unreadable session'))
      },
      (error: unknown) => {
        if (current === attempt) settle()?.reject(error)
      },
    )
  }

  return {
    pair: (network) =>
      new Promise<WalletConnectSession>((resolve, reject) => {
        settle()?.reject(new Error('A newer pairing replaced this one'))
        waiting = { resolve, reject }
        pairingNetwork = network
        start()
      }),
    refresh: () => {
      if (waiting) start()
    },
    cancel: () => {
      attempt++
      settle()?.reject(new Error('Connection cancelled'))
    },
    isPairing: () => waiting !== undefined,
  }
}
