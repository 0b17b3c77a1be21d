import { ProviderErrorCodes } from '@portico/contracts'
import * as z from 'zod/mini'
import { isPolkadotAddress, signerResultSchema, type Injected } from './injectedExtension'
import { WalletRequestError } from '../walletRequestError'

const address = z.string().check(z.refine(isPolkadotAddress, 'Invalid SS58 address'))
/** WalletConnect's Polkadot RPC: `polkadot_signMessage` { address, message }. */
const signMessageParams = z.object({ address, message: z.string().check(z.minLength(1)) })
/** `polkadot_signTransaction` { address, transactionPayload } (the SignerPayloadJSON). */
const signTransactionParams = z.object({ address, transactionPayload: z.looseObject({ address }) })

const parse = <T>(schema: z.ZodMiniType<T>, value: unknown, what: string): T => {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new WalletRequestError(-32602, `Invalid ${what}: ${parsed.error.issues[0]?.message ?? 'unreadable'}`)
  return parsed.data
}

/**
 * The polkadot methods a dapp asks through the connector, carried out by the extension's signer:
 * `polkadot_signMessage` (signRaw of bytes) and `polkadot_signTransaction` (signPayload).
 *
 * @example
 * await polkadotRequest(injected, addresses, { method: 'polkadot_signMessage', params: { address, message: 'hi' } }) // { signature }
 */
export async function polkadotRequest(
  injected: Injected,
  addresses: () => readonly string[],
  { method, params }: { method: string; params?: unknown },
): Promise<unknown> {
  const ensureConnected = (who: string) => {
    if (!addresses().includes(who)) throw new WalletRequestError(ProviderErrorCodes.UNAUTHORIZED, `${who} is not connected`)
  }
  switch (method) {
    case 'polkadot_getAccounts':
      return addresses().map((account) => ({ address: account }))
    case 'polkadot_signMessage': {
      const { address: who, message } = parse(signMessageParams, params, 'polkadot_signMessage params')
      ensureConnected(who)
      if (!injected.signer.signRaw) throw new WalletRequestError(ProviderErrorCodes.UNSUPPORTED_METHOD, 'The extension cannot sign raw data')
      const result = parse(signerResultSchema, await injected.signer.signRaw({ address: who, data: message, type: 'bytes' }), 'signRaw answer')
      return { signature: result.signature }
    }
    case 'polkadot_signTransaction': {
      const { address: who, transactionPayload } = parse(signTransactionParams, params, 'polkadot_signTransaction params')
      ensureConnected(who)
      if (!injected.signer.signPayload) throw new WalletRequestError(ProviderErrorCodes.UNSUPPORTED_METHOD, 'The extension cannot sign payloads')
      const result = parse(signerResultSchema, await injected.signer.signPayload(transactionPayload), 'signPayload answer')
      return { signature: result.signature }
    }
    default:
      throw new WalletRequestError(ProviderErrorCodes.UNSUPPORTED_METHOD, `${method} is not a Polkadot method the extension supports`)
  }
}
