import type { Wallet, WalletAccount } from '@wallet-standard/base'
import * as z from 'zod/mini'

export type { Wallet as StandardWallet, WalletAccount as StandardWalletAccount }

const bytesSchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'expected bytes')

/** A Wallet Standard account as a wallet hands it over; checked before the shell reads it. */
export const standardWalletAccountSchema = z.object({
  address: z.string().check(z.minLength(1)),
  publicKey: bytesSchema,
  chains: z.readonly(z.array(z.string())),
  features: z.readonly(z.array(z.string())),
})

/**
 * The parts of a Wallet Standard wallet the shell reads. Wallets are live objects (getters,
 * features with methods): this only checks them, the shell keeps the wallet's own object.
 */
export const standardWalletSchema = z.object({
  version: z.literal('1.0.0'),
  name: z.string().check(z.minLength(1)),
  icon: z.string().check(z.startsWith('data:image/')),
  chains: z.readonly(z.array(z.string())),
  features: z.record(z.string(), z.unknown()),
  accounts: z.readonly(z.array(standardWalletAccountSchema)),
})

/** A wallet feature's method, checked to be a function before it is called. */
export function featureMethod<F extends (...args: never[]) => unknown>(wallet: Wallet, feature: `${string}:${string}`, method: string): F | undefined {
  const value = wallet.features[feature]
  if (typeof value !== 'object' || value === null) return undefined
  const fn = (value as Record<string, unknown>)[method]
  return typeof fn === 'function' ? (fn.bind(value) as F) : undefined
}

/** The wallet's accounts on a namespace's chains (`solana:*`, `bitcoin:*`). */
export function accountsOnChains(wallet: Wallet, chainPrefix: string): readonly WalletAccount[] {
  return wallet.accounts.filter(
    (account) => standardWalletAccountSchema.safeParse(account).success && account.chains.some((chain) => chain.startsWith(chainPrefix)),
  )
}

/** A wallet's response to `standard:connect`, or `bitcoin:connect`. */
export const connectOutputSchema = z.object({ accounts: z.readonly(z.array(standardWalletAccountSchema)) })

/** The `change` event of `standard:events`; only accounts matter to a connector. */
export const changeEventSchema = z.object({ accounts: z.optional(z.readonly(z.array(standardWalletAccountSchema))) })

/** Bytes as lower-case hex, for public keys in account records. */
export const toHex = (bytes: ArrayLike<number>) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

type On = (event: 'change', listener: (properties: unknown) => void) => () => void

/** `standard:disconnect`, where the wallet has it; a wallet without it is simply forgotten. */
export async function standardDisconnect(wallet: Wallet): Promise<void> {
  await featureMethod<() => Promise<unknown>>(wallet, 'standard:disconnect', 'disconnect')?.()
}

/**
 * Follows `standard:events` account changes: the namespace's accounts as they now are, or a
 * disconnect when none are left. Returns the unsubscribe function.
 */
export function subscribeStandardAccounts(
  wallet: Wallet,
  addresses: () => readonly string[],
  listener: (event: { type: 'disconnect' } | { type: 'accountsChanged'; accounts: readonly string[] }) => void,
): () => void {
  const on = featureMethod<On>(wallet, 'standard:events', 'on')
  if (!on) return () => undefined
  const off = on('change', (properties) => {
    const parsed = changeEventSchema.safeParse(properties)
    if (!parsed.success || !parsed.data.accounts) return
    const accounts = addresses()
    listener(accounts.length === 0 ? { type: 'disconnect' } : { type: 'accountsChanged', accounts })
  })
  return typeof off === 'function' ? off : () => undefined
}
