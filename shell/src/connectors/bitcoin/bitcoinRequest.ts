import { ProviderErrorCodes } from '@portico/contracts'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import * as z from 'zod/mini'
import { featureMethod, toHex } from '../walletStandard/standardWallet'

const bytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'expected bytes')

/** AppKit's bip122 `signMessage`: a text message signed by one of the connected addresses. */
const signMessageParams = z.object({
  message: z.string().check(z.minLength(1)),
  address: z.string().check(z.minLength(1)),
  protocol: z.optional(z.enum(['ecdsa', 'bip322'])),
})
const signMessageOutput = z.tuple([z.object({ signature: bytes })], z.unknown())

/** An EIP-1193 style error, so the shell's rejection handling reads the code. */
export class BitcoinRequestError extends Error {
  override name = 'BitcoinRequestError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

type SignMessage = (input: { account: WalletAccount; message: Uint8Array }) => Promise<unknown>

const toBase64 = (data: Uint8Array) => btoa(String.fromCharCode(...data))

/**
 * The bip122 methods a dapp asks through the connector (AppKit's names), carried out by the
 * wallet's `bitcoin:*` features: `getAccountAddresses` and `signMessage` (base64 signature).
 *
 * @example
 * await bitcoinRequest(wallet, accounts, { method: 'signMessage', params: { message: 'hi', address } }) // { address, signature }
 */
export async function bitcoinRequest(
  wallet: Wallet,
  accounts: () => readonly WalletAccount[],
  { method, params }: { method: string; params?: unknown },
): Promise<unknown> {
  switch (method) {
    case 'getAccountAddresses':
      return accounts().map((account) => ({ address: account.address, publicKey: toHex(account.publicKey), purpose: 'payment' }))
    case 'signMessage': {
      const parsed = signMessageParams.safeParse(params)
      if (!parsed.success) throw new BitcoinRequestError(-32602, `Invalid signMessage params: ${parsed.error.issues[0]?.message}`)
      const account = accounts().find((candidate) => candidate.address === parsed.data.address)
      if (!account) throw new BitcoinRequestError(ProviderErrorCodes.UNAUTHORIZED, `${parsed.data.address} is not connected`)
      const signMessage = featureMethod<SignMessage>(wallet, 'bitcoin:signMessage', 'signMessage')
      if (!signMessage) throw new BitcoinRequestError(ProviderErrorCodes.UNSUPPORTED_METHOD, `${wallet.name} does not support bitcoin:signMessage`)
      const output = signMessageOutput.safeParse(await signMessage({ account, message: new TextEncoder().encode(parsed.data.message) }))
      if (!output.success) throw new Error(`${wallet.name} answered signMessage with ${output.error.issues[0]?.message}`)
      return { address: account.address, signature: toBase64(output.data[0].signature) }
    }
    default:
      throw new BitcoinRequestError(ProviderErrorCodes.UNSUPPORTED_METHOD, `${method} is not a Bitcoin method ${wallet.name} supports`)
  }
}
