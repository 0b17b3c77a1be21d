import type { FrameJsonValue } from '@portico/frame-protocol'
import { bytesToHex, formatEther, isAddressEqual, numberToHex, type LocalAccount } from 'viem'
import { z } from 'zod'
import { callsStatusCode, rpcReceiptSchema } from '../../smart-account/callsStatus'
import { parseSendCalls } from '../../smart-account/sendCallsParams'
import { sendSelfBatch } from '../../smart-account/smartAccountChain'
import type { SecureSiteChain } from '../secureSiteConfig'
import { FrameRequestError, parseWalletParams, wrongAccount } from './frameRequestError'
import type { ForwardRpc } from './forwardRpc'
import type { SmartAccounts } from './smartAccounts'
import type { SmartAccountStorage } from './smartAccountStorage'
import type { PreparedRequest } from './unsafeRequests'

/** The answer to wallet_sendCalls from a user whose preferred account is the EOA. */
export const NEEDS_SMART_ACCOUNT_MESSAGE = 'wallet_sendCalls needs a smart account'

export type WalletCallsOptions = {
  configured: readonly SecureSiteChain[]
  forward: ForwardRpc
  smart: SmartAccounts
  storage: SmartAccountStorage
  send?: typeof sendSelfBatch
  randomId?: () => string
}

const callsStatusParamsSchema = z.tuple([z.string().min(1).max(4_096)])
const capabilitiesParamsSchema = z.tuple([z.string().regex(/^0x[0-9a-fA-F]{40}$/)]).rest(z.array(z.string().regex(/^0x[0-9a-fA-F]+$/)))
const knownTransactionSchema = z.object({ hash: z.string() }).loose().nullable()

/**
 * EIP-5792 for the embedded wallet's smart account: wallet_sendCalls (a batch as ONE self-sent
 * transaction, `executeBatch` on the EIP-7702 account, the delegation in the same transaction when
 * it is not there yet), wallet_getCallsStatus (from the chain) and wallet_getCapabilities (atomic
 * on the enabled chains, for a smart-account user).
 * @example
 * const calls = createWalletCalls({ configured, forward, smart, storage })
 * const { details, run } = await calls.prepareSendCalls(params, account) // run() -> { id }
 */
export function createWalletCalls({ configured, forward, smart, storage, send = sendSelfBatch, randomId = () => bytesToHex(crypto.getRandomValues(new Uint8Array(32))) }: WalletCallsOptions) {
  const { chainOf } = smart
  return {
    /** Checks everything before the approval card: params, chain, sender, the smart-account preference, a new id. */
    async prepareSendCalls(params: unknown, account: LocalAccount): Promise<PreparedRequest> {
      const request = parseWalletParams(() => parseSendCalls(params))
      if (request.from !== undefined && !isAddressEqual(request.from, account.address)) throw wrongAccount()
      if (smart.preference(account.address) !== 'smartAccount') throw new FrameRequestError(NEEDS_SMART_ACCOUNT_MESSAGE, 4200)
      const chain = chainOf(request.chainId)
      await smart.requireEnabled(chain)
      if (request.id !== undefined && storage.readCalls(request.id)) throw new FrameRequestError(`A batch with the id ${request.id} was already sent`, 5720)
      const delegated = await smart.isDeployed(chain, account.address)
      const { calls } = request
      return {
        details: [
          { label: 'Network', value: `${chain.name} (${chain.chainId})` },
          { label: 'Account', value: `${account.address} (smart account)` },
          ...(delegated ? [] : [{ label: 'Upgrade', value: 'This transaction also makes your account a smart account (EIP-7702 delegation to PorticoSessionAccount)' }]),
          ...calls.map((call, index) => ({
            label: `Call ${index + 1} of ${calls.length}`,
            value: [`To ${call.to}`, `${formatEther(call.value)} ETH`, ...(call.data === '0x' ? [] : [`Data ${call.data}`])].join(', '),
          })),
        ],
        run: async () => {
          const hash = await send(account, chain, calls)
          const id = request.id ?? randomId()
          storage.writeCalls({ id, chainId: chain.chainId, hash })
          return { id }
        },
      }
    },
    /** wallet_getCallsStatus [id]: the batch's one transaction, as the chain sees it now. */
    async callsStatus(params: unknown): Promise<FrameJsonValue> {
      const parsed = callsStatusParamsSchema.safeParse(params)
      if (!parsed.success) throw new FrameRequestError('Invalid params: expected [id]', -32602)
      const [id] = parsed.data
      const sent = storage.readCalls(id)
      if (!sent) throw new FrameRequestError(`Unknown batch id: ${id}`, 5730)
      const { rpcUrl } = chainOf(sent.chainId)
      const receiptJson = await forward(rpcUrl, 'eth_getTransactionReceipt', [sent.hash])
      const receipt = receiptJson === null ? null : rpcReceiptSchema.parse(receiptJson)
      const known = receipt !== null || knownTransactionSchema.parse(await forward(rpcUrl, 'eth_getTransactionByHash', [sent.hash])) !== null
      return { version: '2.0.0', id, chainId: numberToHex(sent.chainId), status: callsStatusCode({ receipt, known }), atomic: true, receipts: receipt === null ? [] : [receiptJson] }
    },
    /** wallet_getCapabilities [address, chainIds?]: atomic batches on the enabled chains for a smart-account user, nothing for an EOA. */
    async capabilities(params: unknown, account: LocalAccount): Promise<FrameJsonValue> {
      const parsed = capabilitiesParamsSchema.safeParse(params)
      if (!parsed.success) throw new FrameRequestError('Invalid params: expected [address, chainIds?]', -32602)
      const [address, asked] = parsed.data
      if (!isAddressEqual(address as `0x${string}`, account.address)) throw wrongAccount()
      if (smart.preference(account.address) !== 'smartAccount') return {}
      const askedIds = asked?.map((chainId) => Number(chainId))
      const chains = configured.filter((chain) => askedIds === undefined || askedIds.includes(chain.chainId))
      const answer: Record<string, FrameJsonValue> = {}
      for (const chain of chains) if (await smart.isEnabled(chain)) answer[numberToHex(chain.chainId)] = { atomic: { status: 'supported' } }
      return answer
    },
  }
}

export type WalletCalls = ReturnType<typeof createWalletCalls>
