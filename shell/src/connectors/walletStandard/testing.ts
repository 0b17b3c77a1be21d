import type { Wallet, WalletAccount } from '@wallet-standard/base'

type Listener = (properties: { accounts?: readonly WalletAccount[] }) => void

export interface FakeStandardWallet {
  wallet: Wallet
  /** Grants or withdraws the accounts and tells the `change` listeners. */
  setAccounts(accounts: readonly WalletAccount[]): void
  calls: { feature: string; input: unknown }[]
}

/**
 * Test helper: a Wallet Standard wallet whose `standard:connect` grants `granted` (or nothing
 * when silent and not yet granted) and whose extra features record their input and answer as
 * given. Features are plain objects, as real wallets' are.
 */
export function createFakeStandardWallet(options: {
  name: string
  chains: readonly `${string}:${string}`[]
  granted: readonly WalletAccount[]
  features?: Record<string, Record<string, (input: unknown, ...more: unknown[]) => Promise<unknown>>>
}): FakeStandardWallet {
  let accounts: readonly WalletAccount[] = []
  const listeners = new Set<Listener>()
  const calls: FakeStandardWallet['calls'] = []
  const setAccounts = (next: readonly WalletAccount[]) => {
    accounts = next
    listeners.forEach((listener) => listener({ accounts }))
  }
  const extra = Object.fromEntries(
    Object.entries(options.features ?? {}).map(([feature, methods]) => [
      feature,
      {
        version: '1.0.0',
        ...Object.fromEntries(
          Object.entries(methods).map(([method, fn]) => [
            method,
            // Solana's features take several inputs in one call (sign all): every one is passed on.
            (input: unknown, ...more: unknown[]) => {
              calls.push({ feature, input })
              return fn(input, ...more)
            },
          ]),
        ),
      },
    ]),
  )
  const wallet: Wallet = {
    version: '1.0.0',
    name: options.name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: options.chains,
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          calls.push({ feature: 'standard:connect', input })
          if (!input?.silent || accounts.length > 0) setAccounts(options.granted)
          return { accounts }
        },
      },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => setAccounts([]) },
      'standard:events': {
        version: '1.0.0',
        on(event: string, listener: Listener) {
          if (event === 'change') listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      ...extra,
    },
  }
  return { wallet, setAccounts, calls }
}

/** A Wallet Standard account on `chains`. */
export const standardAccount = (address: string, publicKey: Uint8Array, chains: readonly `${string}:${string}`[]): WalletAccount => ({
  address,
  publicKey,
  chains,
  features: [],
})
