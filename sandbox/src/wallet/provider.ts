import { isAddressEqual, type Address, type LocalAccount } from 'viem'
import { z } from 'zod'
import type { Approval } from './approval'
import { toChainIdHex, type ChainStore } from '../../../secure-site/src/wallet/chains'
import { createEmitter, type ProviderEvent, type ProviderListener } from './emitter'
import {
  disconnected,
  invalidParams,
  ProviderRpcError,
  toProviderRpcError,
  unauthorized,
  unrecognizedChain,
} from '../../../secure-site/src/wallet/errors'
import type { Prompt, PromptRequest } from '../../../secure-site/src/wallet/prompt'
import type { ForwardRequest } from './rpc'
import { parseParams, QuantitySchema, RequestArgumentsSchema } from '../../../secure-site/src/wallet/schemas'
import {
  describePersonalSign,
  describeSignTypedData,
  parsePersonalSign,
  parseSignTypedData,
  personalSign,
  signTypedData,
} from '../../../secure-site/src/wallet/sign'
import { describeTransaction, parseSendTransaction, sendTransaction } from '../../../secure-site/src/wallet/transaction'

/** The EIP-1193 provider of the sandbox wallet. */
export type SandboxProvider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on<event extends ProviderEvent>(event: event, listener: ProviderListener<event>): SandboxProvider
  removeListener<event extends ProviderEvent>(event: event, listener: ProviderListener<event>): SandboxProvider
}

export type CreateSandboxProviderParameters = {
  account: LocalAccount
  chains: ChainStore
  prompt: Prompt
  approval: Approval
  forward: ForwardRequest
  /** The page origin shown in prompts. */
  origin: string
}

const ChainIdParamsSchema = z
  .tuple([z.object({ chainId: QuantitySchema.transform(Number) })])
  .rest(z.unknown())

const AddChainParamsSchema = z
  .tuple([
    z.object({
      chainId: QuantitySchema.transform(Number).pipe(z.number().int().positive()),
      chainName: z.string().min(1),
      rpcUrls: z.array(z.url()).min(1),
    }),
  ])
  .rest(z.unknown())

// Signing methods the node would answer with its own unlocked keys, bypassing the user: refused.
const REFUSED_METHODS = new Set(['eth_sign', 'eth_signTransaction', 'eth_signTypedData', 'eth_signTypedData_v1', 'eth_signTypedData_v3'])

/**
 * The sandbox wallet's EIP-1193 provider: signs with a local account after the user approves in the
 * prompt, keeps its own accounts and chains, and forwards every other method to the current chain's
 * node. "Connected" means the user approved eth_requestAccounts: `connect` and `accountsChanged`
 * follow approval; `accountsChanged([])` and `disconnect` (4900) follow wallet_revokePermissions.
 * @example
 * const provider = createSandboxProvider({ account, chains, prompt, approval, forward, origin: location.origin })
 * const [address] = await provider.request({ method: 'eth_requestAccounts' })
 */
export function createSandboxProvider({
  account,
  chains,
  prompt,
  approval,
  forward,
  origin,
}: CreateSandboxProviderParameters): SandboxProvider {
  const events = createEmitter()
  let pendingConnection: Promise<void> | undefined
  // One send at a time, so each transaction reads the nonce after the previous one is in.
  let sending: Promise<unknown> = Promise.resolve()

  const ask = (method: string, details: PromptRequest['details']) => prompt.ask({ method, origin, details })
  const accounts = (): Address[] => (approval.isApproved() ? [account.address] : [])
  const requireAccount = (address: Address) => {
    if (!approval.isApproved() || !isAddressEqual(address, account.address)) throw unauthorized()
  }
  const changeChain = (chainId: number) => {
    const previous = chains.current().chainId
    if (!chains.select(chainId)) throw unrecognizedChain(toChainIdHex(chainId))
    if (previous !== chainId) events.emit('chainChanged', toChainIdHex(chainId))
  }

  const requestAccounts = async () => {
    if (approval.isApproved()) return accounts()
    pendingConnection ??= ask('eth_requestAccounts', [{ label: 'Account', value: account.address }])
      .then(() => {
        approval.approve()
        events.emit('connect', { chainId: toChainIdHex(chains.current().chainId) })
        events.emit('accountsChanged', accounts())
      })
      .finally(() => {
        pendingConnection = undefined
      })
    await pendingConnection
    return accounts()
  }

  const handle = async (method: string, params: unknown): Promise<unknown> => {
    switch (method) {
      case 'eth_requestAccounts':
        return requestAccounts()
      case 'eth_accounts':
        return accounts()
      case 'eth_chainId':
        return toChainIdHex(chains.current().chainId)
      case 'wallet_switchEthereumChain': {
        const [{ chainId }] = parseParams(ChainIdParamsSchema, params)
        changeChain(chainId)
        return null
      }
      case 'wallet_addEthereumChain': {
        const [{ chainId, chainName, rpcUrls }] = parseParams(AddChainParamsSchema, params)
        const rpcUrl = rpcUrls[0]!
        await ask(method, [
          { label: 'Network', value: chainName },
          { label: 'Chain ID', value: String(chainId) },
          { label: 'RPC URL', value: rpcUrl },
        ])
        chains.add({ chainId, chainName, rpcUrl })
        // Like MetaMask, adding switches to the chain (wagmi checks for that after adding).
        changeChain(chainId)
        return null
      }
      case 'personal_sign': {
        const request = parsePersonalSign(params)
        requireAccount(request.address)
        await ask(method, describePersonalSign(request))
        return personalSign(account, request)
      }
      case 'eth_signTypedData_v4': {
        const request = parseSignTypedData(params)
        requireAccount(request.address)
        await ask(method, describeSignTypedData(request))
        return signTypedData(account, request)
      }
      case 'eth_sendTransaction': {
        const chain = chains.current()
        const transaction = parseSendTransaction(params, chain)
        requireAccount(transaction.from)
        await ask(method, describeTransaction(transaction, chain))
        const hash = sending.then(() => sendTransaction(account, chain, transaction))
        sending = hash.catch(() => undefined)
        return hash
      }
      case 'wallet_revokePermissions':
      case 'wallet_disconnect':
        if (approval.isApproved()) {
          approval.revoke()
          events.emit('accountsChanged', [])
          events.emit('disconnect', disconnected())
        }
        return null
      default:
        if (REFUSED_METHODS.has(method)) throw new ProviderRpcError(4200, `The sandbox wallet does not support ${method}.`)
        return forward(chains.current(), method, params)
    }
  }

  const provider: SandboxProvider = {
    async request(args) {
      const parsed = RequestArgumentsSchema.safeParse(args)
      if (!parsed.success) throw invalidParams(z.prettifyError(parsed.error))
      try {
        return await handle(parsed.data.method, parsed.data.params)
      } catch (error) {
        throw toProviderRpcError(error)
      }
    },
    on(event, listener) {
      events.on(event, listener)
      return provider
    },
    removeListener(event, listener) {
      events.off(event, listener)
      return provider
    },
  }
  return provider
}
