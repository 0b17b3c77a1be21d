import type { Wallet, WalletAccount } from '@wallet-standard/base'
import * as z from 'zod/mini'
import type { Prompt } from '../../../../secure-site/src/wallet/prompt'
import type { SiteApproval } from '../siteApproval'
import { SANDBOX_SOLANA_ADDRESS, SANDBOX_SOLANA_PUBLIC_KEY, signWithSandboxKey } from './keys'
import { sendSignedTransaction } from './sendTransaction'
import { withSignature } from './transaction'
import { createStandardAccountFeatures } from '../standardAccountFeatures'

export const SANDBOX_SOLANA_WALLET_NAME = 'Portico Sandbox Solana'
const CHAINS = ['solana:mainnet', 'solana:devnet', 'solana:testnet'] as const
const FEATURES = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const

const bytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'expected bytes')
const accountInput = z.object({ address: z.string() })
const signMessageInput = z.object({ account: accountInput, message: bytes })
const commitment = z.enum(['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'])
const transactionInput = z.object({
  account: accountInput,
  chain: z.optional(z.enum(CHAINS)),
  transaction: bytes,
  options: z.optional(z.object({ preflightCommitment: z.optional(commitment), skipPreflight: z.optional(z.boolean()), commitment: z.optional(commitment) })),
})

export type CreateSandboxSolanaWalletParameters = {
  prompt: Prompt
  approval: SiteApproval
  icon: Wallet['icon']
  /** The page origin shown in prompts. */
  origin: string
}

/**
 * The sandbox's Solana wallet, a Wallet Standard wallet: connect (silently once the site is
 * approved), and message and transaction signing with a real Ed25519 key after the user approves
 * in the prompt. signAndSendTransaction submits to the cluster's RPC.
 * @example registerWallet(createSandboxSolanaWallet({ prompt, approval, icon, origin: location.origin }))
 */
export function createSandboxSolanaWallet({ prompt, approval, icon, origin }: CreateSandboxSolanaWalletParameters): Wallet {
  const account: WalletAccount = Object.freeze({ address: SANDBOX_SOLANA_ADDRESS, publicKey: SANDBOX_SOLANA_PUBLIC_KEY, chains: CHAINS, features: FEATURES })
  const standard = createStandardAccountFeatures(approval, account)
  const { accounts, changed } = standard
  const ask = (method: string, details: { label: string; value: string }[] = []) => prompt.ask({ method, origin, details })
  const ours = (input: { account: { address: string } }) => {
    if (!approval.isApproved() || input.account.address !== SANDBOX_SOLANA_ADDRESS) throw new Error('The account is not connected')
  }

  return {
    version: '1.0.0',
    name: SANDBOX_SOLANA_WALLET_NAME,
    icon,
    chains: CHAINS,
    get accounts() {
      return accounts()
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          if (!approval.isApproved() && !input?.silent) {
            await ask('connect', [{ label: 'Account', value: SANDBOX_SOLANA_ADDRESS }])
            approval.approve()
            changed()
          }
          return { accounts: accounts() }
        },
      },
      ...standard.features,
      'solana:signMessage': {
        version: '1.1.0',
        async signMessage(...inputs: unknown[]) {
          const parsed = inputs.map((input) => signMessageInput.parse(input))
          parsed.forEach(ours)
          const text = parsed.map(({ message }) => new TextDecoder().decode(message)).join('\n')
          await ask('solana:signMessage', [{ label: 'Message', value: text }])
          return parsed.map(({ message }) => ({ signedMessage: message, signature: signWithSandboxKey(message) }))
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(...inputs: unknown[]) {
          const parsed = inputs.map((input) => transactionInput.parse(input))
          parsed.forEach(ours)
          await ask('solana:signTransaction', parsed.map(({ chain }) => ({ label: 'Chain', value: chain ?? 'solana:devnet' })))
          return parsed.map(({ transaction }) => ({ signedTransaction: withSignature(transaction, SANDBOX_SOLANA_PUBLIC_KEY, signWithSandboxKey) }))
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(...inputs: unknown[]) {
          const parsed = inputs.map((input) => transactionInput.parse(input))
          parsed.forEach(ours)
          await ask('solana:signAndSendTransaction', parsed.map(({ chain }) => ({ label: 'Chain', value: chain ?? 'solana:devnet' })))
          return Promise.all(
            parsed.map(async ({ transaction, chain, options }) => ({
              signature: await sendSignedTransaction(chain ?? 'solana:devnet', withSignature(transaction, SANDBOX_SOLANA_PUBLIC_KEY, signWithSandboxKey), options),
            })),
          )
        },
      },
    },
  }
}
