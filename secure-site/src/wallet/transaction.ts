import { createWalletClient, formatEther, http, type Hex, type LocalAccount } from 'viem'
import { z } from 'zod'
import { toViemChain, type SandboxChain } from './chains'
import { invalidParams } from './errors'
import type { PromptRequest } from './prompt'
import { AddressSchema, HexSchema, parseParams, QuantitySchema } from './schemas'

const TransactionSchema = z.object({
  from: AddressSchema,
  to: AddressSchema.nullish(),
  value: QuantitySchema.optional(),
  // Some dapps send the calldata as `input`, the newer name.
  data: HexSchema.optional(),
  input: HexSchema.optional(),
  gas: QuantitySchema.optional(),
  gasPrice: QuantitySchema.optional(),
  maxFeePerGas: QuantitySchema.optional(),
  maxPriorityFeePerGas: QuantitySchema.optional(),
  nonce: QuantitySchema.optional(),
  chainId: QuantitySchema.optional(),
})

const SendTransactionParamsSchema = z.tuple([TransactionSchema]).rest(z.unknown())

/** The parsed request of `eth_sendTransaction`. */
export type TransactionRequest = z.output<typeof TransactionSchema>

/** Parses `eth_sendTransaction` params; a `chainId` other than the current chain is refused. */
export function parseSendTransaction(params: unknown, chain: SandboxChain): TransactionRequest {
  const [transaction] = parseParams(SendTransactionParamsSchema, params)
  if (transaction.chainId !== undefined && transaction.chainId !== BigInt(chain.chainId)) {
    throw invalidParams(`chainId ${transaction.chainId} is not the current chain ${chain.chainId}`)
  }
  return transaction
}

export function describeTransaction(transaction: TransactionRequest, chain: SandboxChain): PromptRequest['details'] {
  const data = transaction.data ?? transaction.input
  return [
    { label: 'Network', value: `${chain.chainName} (${chain.chainId})` },
    { label: 'From', value: transaction.from },
    { label: 'To', value: transaction.to ?? 'New contract' },
    { label: 'Value', value: `${formatEther(transaction.value ?? 0n)} ETH` },
    ...(data && data !== '0x' ? [{ label: 'Data', value: data }] : []),
  ]
}

/**
 * Fills in what is missing (nonce, gas, fees) from the chain's node, signs with the local account
 * and sends the raw transaction there; resolves with the hash.
 */
export function sendTransaction(account: LocalAccount, chain: SandboxChain, transaction: TransactionRequest): Promise<Hex> {
  const client = createWalletClient({ account, chain: toViemChain(chain), transport: http(chain.rpcUrl, { retryCount: 0 }) })
  const { to, value, gas, nonce, gasPrice, maxFeePerGas, maxPriorityFeePerGas } = transaction
  const base = { to, value, gas, data: transaction.data ?? transaction.input, nonce: nonce === undefined ? undefined : Number(nonce) }
  return gasPrice !== undefined
    ? client.sendTransaction({ ...base, gasPrice })
    : client.sendTransaction({ ...base, maxFeePerGas, maxPriorityFeePerGas })
}
