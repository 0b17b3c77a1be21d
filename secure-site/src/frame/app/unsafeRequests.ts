import { base58 } from '@scure/base'
import { formatEther, isAddressEqual, type Hex } from 'viem'
import { z } from 'zod'
import type { FrameChainId, FrameJsonValue } from '@portico/frame-protocol'
import { parsePersonalSign, parseSignTypedData, personalSign, readableMessage, signTypedData } from '../../wallet/sign'
import { parseSendTransaction, sendTransaction } from '../../wallet/transaction'
import type { ApprovalDetail } from './approvalRequest'
import type { FrameChains } from './frameChains'
import { FrameRequestError, notSupportedYet, wrongAccount } from './frameRequestError'
import type { WalletKeys } from './walletKeys'

/** An unsafe request, parsed and checked before the user is asked: what to show, and what Approve runs. */
export type PreparedRequest = { details: ApprovalDetail[]; run: () => Promise<FrameJsonValue> }

const solanaSignMessageSchema = z.object({ message: z.string().min(1).max(65_536), pubkey: z.string() })

/**
 * Parses an unsafe request the frame signs (SPEC section 6): personal_sign, eth_signTypedData_v4,
 * eth_sendTransaction, solana_signMessage. Bad params or another account fail here, before any
 * approval UI; the other unsafe methods are not supported yet.
 * @example const { details, run } = prepareUnsafeRequest('personal_sign', ['0x68656c6c6f', address], keys, chains)
 */
export function prepareUnsafeRequest(method: string, params: unknown, keys: WalletKeys, chains: FrameChains, chainId?: FrameChainId): PreparedRequest {
  const account = keys.evm
  switch (method) {
    case 'personal_sign': {
      const request = parsePersonalSign(params)
      if (!isAddressEqual(request.address, account.address)) throw wrongAccount()
      return { details: [{ label: 'Message', value: readableMessage(request.message) }], run: () => personalSign(account, request) }
    }
    case 'eth_signTypedData_v4': {
      const request = parseSignTypedData(params)
      if (!isAddressEqual(request.address, account.address)) throw wrongAccount()
      const { domain = {}, primaryType } = request.typedData
      return {
        details: [
          { label: 'Domain', value: [domain.name, domain.version && `version ${domain.version}`, domain.chainId && `chain ${domain.chainId}`].filter(Boolean).join(', ') || 'none' },
          ...(domain.verifyingContract ? [{ label: 'Contract', value: domain.verifyingContract }] : []),
          { label: 'Primary type', value: String(primaryType) },
          { label: 'Message', value: JSON.stringify(request.typedData.message, (_, value: unknown) => (typeof value === 'bigint' ? value.toString() : value), 2) },
        ],
        run: () => signTypedData(account, request),
      }
    }
    case 'eth_sendTransaction': {
      const chain = chains.evmChain(chainId)
      const walletChain = { chainId: chain.chainId, chainName: chain.name, rpcUrl: chain.rpcUrl }
      const transaction = parseSendTransaction(params, walletChain)
      if (!isAddressEqual(transaction.from, account.address)) throw wrongAccount()
      const data: Hex | undefined = transaction.data ?? transaction.input
      return {
        details: [
          { label: 'Network', value: `${chain.name} (${chain.chainId})` },
          { label: 'To', value: transaction.to ?? 'New contract' },
          { label: 'Value', value: `${formatEther(transaction.value ?? 0n)} ETH` },
          ...(data && data !== '0x' ? [{ label: 'Data', value: data }] : []),
        ],
        run: () => sendTransaction(account, walletChain, transaction),
      }
    }
    case 'solana_signMessage': {
      const parsed = solanaSignMessageSchema.safeParse(params)
      if (!parsed.success) throw new FrameRequestError('Invalid params: expected { message: base58, pubkey }', -32602)
      if (parsed.data.pubkey !== keys.solana.address) throw wrongAccount()
      let message: Uint8Array
      try {
        message = base58.decode(parsed.data.message)
      } catch {
        throw new FrameRequestError('Invalid params: the message is not base58', -32602)
      }
      return {
        details: [{ label: 'Message', value: readableBytes(message, parsed.data.message) }],
        run: async () => ({ signature: base58.encode(keys.solana.sign(message)) }),
      }
    }
    default:
      throw notSupportedYet(method)
  }
}

/** UTF-8 text when the bytes are printable text, else the base58 the dapp sent. */
function readableBytes(bytes: Uint8Array, fallback: string): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(text) ? fallback : text
  } catch {
    return fallback
  }
}
