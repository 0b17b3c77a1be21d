import type { Wallet, WalletAccount } from '@wallet-standard/base'
import * as z from 'zod/mini'
import type { Prompt } from '../../wallet/prompt'
import type { SiteApproval } from '../siteApproval'
import { SANDBOX_BITCOIN_ADDRESS, SANDBOX_BITCOIN_PRIVATE_KEY, SANDBOX_BITCOIN_PUBLIC_KEY } from './keys'
import { signBitcoinMessage } from './signMessage'
import { createStandardAccountFeatures } from '../standardAccountFeatures'

export const SANDBOX_BITCOIN_WALLET_NAME = 'Portico Sandbox Bitcoin'
// The key's address is a testnet one: the wallet is on testnet only.
const CHAINS = ['bitcoin:testnet'] as const

const connectInput = z.optional(z.object({ purposes: z.optional(z.array(z.enum(['payment', 'ordinals']))) }))
const signMessageInput = z.object({ account: z.object({ address: z.string() }), message: z.custom<Uint8Array>((value) => value instanceof Uint8Array) })

export type CreateSandboxBitcoinWalletParameters = { prompt: Prompt; approval: SiteApproval; icon: Wallet['icon']; origin: string }

/**
 * The sandbox's Bitcoin wallet in the Wallet Standard "bitcoin:" style (sats-connect, Exodus):
 * `bitcoin:connect` with purposes (one payment account), `standard:connect` for silent
 * reconnects, and `bitcoin:signMessage` signing BIP-137 messages with a real secp256k1 key.
 * @example registerWallet(createSandboxBitcoinWallet({ prompt, approval, icon, origin: location.origin }))
 */
export function createSandboxBitcoinWallet({ prompt, approval, icon, origin }: CreateSandboxBitcoinWalletParameters): Wallet {
  const account: WalletAccount = Object.freeze({ address: SANDBOX_BITCOIN_ADDRESS, publicKey: SANDBOX_BITCOIN_PUBLIC_KEY, chains: CHAINS, features: ['bitcoin:signMessage'] as const })
  const standard = createStandardAccountFeatures(approval, account)
  const { accounts, changed } = standard
  const connect = async (silent: boolean) => {
    if (!approval.isApproved() && !silent) {
      await prompt.ask({ method: 'bitcoin:connect', origin, details: [{ label: 'Payment address', value: SANDBOX_BITCOIN_ADDRESS }] })
      approval.approve()
      changed()
    }
    return { accounts: accounts() }
  }

  return {
    version: '1.0.0',
    name: SANDBOX_BITCOIN_WALLET_NAME,
    icon,
    chains: CHAINS,
    get accounts() {
      return accounts()
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        connect: (input?: unknown) => {
          connectInput.parse(input)
          return connect(false)
        },
      },
      'standard:connect': { version: '1.0.0', connect: (input?: { silent?: boolean }) => connect(input?.silent === true) },
      ...standard.features,
      'bitcoin:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: unknown[]) {
          const parsed = inputs.map((input) => signMessageInput.parse(input))
          if (!approval.isApproved() || parsed.some((input) => input.account.address !== SANDBOX_BITCOIN_ADDRESS)) throw new Error('The account is not connected')
          await prompt.ask({ method: 'bitcoin:signMessage', origin, details: parsed.map(({ message }) => ({ label: 'Message', value: new TextDecoder().decode(message) })) })
          return parsed.map(({ message }) => ({ signedMessage: message, signature: signBitcoinMessage(message, SANDBOX_BITCOIN_PRIVATE_KEY) }))
        },
      },
    },
  }
}
