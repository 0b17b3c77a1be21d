import type { Connector } from '@portico/contracts'
import * as z from 'zod/mini'
import type { WalletProvider } from '../../connection/walletProvider'
import { invalidParamsMessage, parseWalletAnswer } from '../../connectors/parseWalletAnswer'
import type { BitcoinConnector } from './bitcoinConnector'
import {
  addressPurposeSchema,
  sendTransferParamsSchema,
  signMessageParamsSchema,
  signPsbtParamsSchema,
  signPsbtResponseSchema,
} from './bitcoinConnectorSchemas'

// WalletConnect's bip122 answers name the purpose `intention`; Portico's Wallet Standard connector `purpose`.
const addressAnswerSchema = z.object({
  address: z.string().check(z.minLength(1)),
  publicKey: z.optional(z.string()),
  path: z.optional(z.string()),
  purpose: z.optional(addressPurposeSchema),
  intention: z.optional(addressPurposeSchema),
})
const addressesAnswerSchema = z.array(addressAnswerSchema)
const signatureAnswerSchema = z.object({ signature: z.string().check(z.minLength(1)) })
const txidAnswerSchema = z.object({ txid: z.string().check(z.regex(/^[0-9a-f]{64}$/, 'expected a 64 hex digit txid')) })

type BitcoinMethods = Pick<BitcoinConnector, 'getAccountAddresses' | 'signMessage' | 'sendTransfer' | 'signPSBT'>

/** Parses what the dapp passed; a bad argument rejects before the wallet is asked. */
function argument<T>(schema: z.ZodMiniType<T>, value: unknown, method: string): T {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new TypeError(invalidParamsMessage(method, parsed.error))
  return parsed.data
}

/**
 * AppKit's Bitcoin provider methods over the connector's bip122 RPC (WalletConnect's method names
 * and params: `account` is the connected address), so every connector that speaks bip122 gets them.
 *
 * @example Object.assign(provider, bitcoinProviderExtension(provider, connector)).sendTransfer({ recipient, amount: '1000' })
 */
export function bitcoinProviderExtension(provider: WalletProvider, connector: Connector): BitcoinMethods {
  const account = async () => {
    const [first] = await connector.getAccounts()
    if (!first) throw new Error('No Bitcoin account is connected')
    return first
  }
  return {
    async getAccountAddresses() {
      const addresses = parseWalletAnswer(addressesAnswerSchema, await provider.request({ method: 'getAccountAddresses', params: { account: await account() } }), 'getAccountAddresses')
      return addresses.map(({ intention, purpose, ...rest }) => ({ ...rest, purpose: purpose ?? intention ?? 'payment' }))
    },
    async signMessage(params) {
      const { address, message, protocol } = argument(signMessageParamsSchema, params, 'signMessage')
      const request = { account: await account(), address, message, ...(protocol ? { protocol } : {}) }
      return parseWalletAnswer(signatureAnswerSchema, await provider.request({ method: 'signMessage', params: request }), 'signMessage').signature
    },
    async sendTransfer(params) {
      const { recipient, amount } = argument(sendTransferParamsSchema, params, 'sendTransfer')
      const request = { account: await account(), recipientAddress: recipient, amount }
      return parseWalletAnswer(txidAnswerSchema, await provider.request({ method: 'sendTransfer', params: request }), 'sendTransfer').txid
    },
    async signPSBT(params) {
      const { psbt, signInputs, broadcast } = argument(signPsbtParamsSchema, params, 'signPSBT')
      const request = { account: await account(), psbt, signInputs, broadcast: broadcast ?? false }
      return parseWalletAnswer(signPsbtResponseSchema, await provider.request({ method: 'signPsbt', params: request }), 'signPSBT')
    },
  }
}
