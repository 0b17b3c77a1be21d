import type { Wallet, WalletAccount } from '@wallet-standard/base'
import * as z from 'zod/mini'
import type { Prompt } from '../../../../secure-site/src/wallet/prompt'
import type { SiteApproval } from '../siteApproval'
import { SANDBOX_BITCOIN_ADDRESS, SANDBOX_BITCOIN_PRIVATE_KEY, SANDBOX_BITCOIN_PUBLIC_KEY } from './keys'
import { signBip322Simple } from './bip322'
import { signBitcoinMessage } from './signMessage'
import { describePsbtOutputs, extractTransaction, signPsbtInputs } from './signPsbt'
import { BITCOIN_TESTNET_ESPLORA } from '../../bitcoinTestnet/esplora'
import { createStandardAccountFeatures } from '../standardAccountFeatures'

export const SANDBOX_BITCOIN_WALLET_NAME = 'Portico Sandbox Bitcoin'
// The key's address is a testnet one: the wallet is on testnet only.
const CHAINS = ['bitcoin:testnet'] as const

const connectInput = z.optional(z.object({ purposes: z.optional(z.array(z.enum(['payment', 'ordinals']))) }))
const bytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array)
const signMessageInput = z.object({ account: z.object({ address: z.string() }), message: bytes, protocol: z.optional(z.enum(['ecdsa', 'bip322'])) })
/** Exodus' `bitcoin:signTransaction` input (also `bitcoin:signAndSendTransaction`'s). */
const signTransactionInput = z.object({
  psbt: bytes,
  chain: z.optional(z.enum(CHAINS)),
  inputsToSign: z.array(
    z.object({
      account: z.object({ address: z.string() }),
      signingIndexes: z.array(z.number().check(z.int(), z.nonnegative())),
      sigHash: z.optional(z.number().check(z.int())),
    }),
  ),
})
type SignTransactionInput = z.infer<typeof signTransactionInput>

export type CreateSandboxBitcoinWalletParameters = { prompt: Prompt; approval: SiteApproval; icon: Wallet['icon']; origin: string }

/**
 * The sandbox's Bitcoin wallet in the Wallet Standard "bitcoin:" style (sats-connect, Exodus):
 * `bitcoin:connect` with purposes (one payment account), `standard:connect` for silent
 * reconnects, `bitcoin:signMessage` signing BIP-137 (ecdsa) or BIP-322 simple messages with a real secp256k1 key, and
 * `bitcoin:signTransaction` / `bitcoin:signAndSendTransaction` signing PSBTs with it (the latter
 * broadcasts to the sandbox's testnet stand-in).
 * @example registerWallet(createSandboxBitcoinWallet({ prompt, approval, icon, origin: location.origin }))
 */
export function createSandboxBitcoinWallet({ prompt, approval, icon, origin }: CreateSandboxBitcoinWalletParameters): Wallet {
  const account: WalletAccount = Object.freeze({ address: SANDBOX_BITCOIN_ADDRESS, publicKey: SANDBOX_BITCOIN_PUBLIC_KEY, chains: CHAINS, features: ['bitcoin:signMessage', 'bitcoin:signTransaction', 'bitcoin:signAndSendTransaction'] as const })
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

  // Asks the user about each PSBT (what it pays whom), then signs the inputs asked for with the key.
  const signTransactions = async (method: string, inputs: unknown[]) => {
    const parsed: SignTransactionInput[] = inputs.map((input) => signTransactionInput.parse(input))
    const foreign = parsed.some((input) => input.inputsToSign.some((each) => each.account.address !== SANDBOX_BITCOIN_ADDRESS))
    if (!approval.isApproved() || foreign) throw new Error('The account is not connected')
    await prompt.ask({
      method,
      origin,
      details: parsed.flatMap(({ psbt, inputsToSign }) => [
        { label: 'Inputs to sign', value: inputsToSign.flatMap((each) => each.signingIndexes).join(', ') },
        ...describePsbtOutputs(psbt),
      ]),
    })
    return parsed.map(({ psbt, inputsToSign }) =>
      inputsToSign.reduce((signed, { signingIndexes, sigHash }) => signPsbtInputs(signed, signingIndexes, SANDBOX_BITCOIN_PRIVATE_KEY, sigHash), psbt),
    )
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
          await prompt.ask({ method: 'bitcoin:signMessage', origin, details: parsed.map(({ message, protocol }) => ({ label: protocol === 'bip322' ? 'Message (BIP-322)' : 'Message', value: new TextDecoder().decode(message) })) })
          return parsed.map(({ message, protocol }) => ({
            signedMessage: message,
            signature: protocol === 'bip322' ? signBip322Simple(message, SANDBOX_BITCOIN_PRIVATE_KEY) : signBitcoinMessage(message, SANDBOX_BITCOIN_PRIVATE_KEY),
          }))
        },
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        signTransaction: async (...inputs: unknown[]) => (await signTransactions('bitcoin:signTransaction', inputs)).map((signedPsbt) => ({ signedPsbt })),
      },
      'bitcoin:signAndSendTransaction': {
        version: '1.0.0',
        async signAndSendTransaction(...inputs: unknown[]) {
          const signed = await signTransactions('bitcoin:signAndSendTransaction', inputs)
          // The wallet's own node: the sandbox's testnet stand-in (MSW in the page).
          const sent = []
          for (const psbt of signed) {
            const response = await fetch(`${BITCOIN_TESTNET_ESPLORA}/tx`, { method: 'POST', body: extractTransaction(psbt) })
            const text = await response.text()
            if (!response.ok) throw new Error(`The network refused the transaction: ${text}`)
            sent.push({ txId: text.trim() })
          }
          return sent
        },
      },
    },
  }
}
