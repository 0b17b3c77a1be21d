import { ProviderErrorCodes } from '@portico/contracts'
import type { WalletAccount } from '@wallet-standard/base'
import * as z from 'zod/mini'
import { toHex } from '../walletStandard/standardWallet'
import { WalletRequestError } from '../walletRequestError'
import { bytesSchema, connectedAccount, parseParams, requireFeature, toBase64, type BitcoinRequestContext } from './bitcoinRequestContext'
import { sendTransfer } from './sendTransfer'
import { signPsbt } from './signPsbt'
import { parseWalletAnswer } from '../parseWalletAnswer'

export type { BitcoinRequestContext }

/** bip122 `signMessage` (AppKit's and WalletConnect's: `account` besides, unread here). */
const signMessageParams = z.object({
  message: z.string().check(z.minLength(1)),
  address: z.string().check(z.minLength(1)),
  protocol: z.optional(z.enum(['ecdsa', 'bip322'])),
})
const signMessageOutput = z.tuple([z.object({ signature: bytesSchema })], z.unknown())

type SignMessage = (input: { account: WalletAccount; message: Uint8Array; protocol?: 'ecdsa' | 'bip322' }) => Promise<unknown>

/**
 * The bip122 methods a dapp asks through the connector (WalletConnect's names), carried out by
 * the wallet's `bitcoin:*` features: `getAccountAddresses`, `signMessage` (base64 signature),
 * `signPsbt` and `sendTransfer`.
 *
 * @example
 * await bitcoinRequest(context, { method: 'signMessage', params: { message: 'hi', address } }) // { address, signature }
 */
export async function bitcoinRequest(context: BitcoinRequestContext, { method, params }: { method: string; params?: unknown }): Promise<unknown> {
  const { wallet, accounts } = context
  switch (method) {
    case 'getAccountAddresses':
      return accounts().map((account) => ({ address: account.address, publicKey: toHex(account.publicKey), purpose: 'payment' }))
    case 'signMessage': {
      const { address, message, protocol } = parseParams(signMessageParams, params, 'signMessage')
      const account = connectedAccount(context, address)
      const signMessage = requireFeature<SignMessage>(wallet, 'bitcoin:signMessage', 'signMessage')
      const input = { account, message: new TextEncoder().encode(message), ...(protocol ? { protocol } : {}) }
      const [{ signature }] = parseWalletAnswer(signMessageOutput, await signMessage(input), 'signMessage', wallet.name)
      return { address: account.address, signature: toBase64(signature) }
    }
    case 'signPsbt':
      return signPsbt(context, params)
    case 'sendTransfer':
      return sendTransfer(context, params)
    default:
      throw new WalletRequestError(ProviderErrorCodes.UNSUPPORTED_METHOD, `${method} is not a Bitcoin method ${wallet.name} supports`)
  }
}
