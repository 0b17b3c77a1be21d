import { SESSION_ACCOUNT_ABI, SESSION_COUNTER_ABI } from '@portico/contracts/testing'
import type { SandboxChain } from '@portico/contracts/testing'
import { BaseError, ContractFunctionRevertedError, createPublicClient, createWalletClient, encodeFunctionData, http, toFunctionSelector, numberToHex, parseEther, type Address, type Hex, type LocalAccount } from 'viem'
import { SESSION_COUNTER } from '../../../../secure-site/src/smart-account/addresses'

const viemChain = (chain: SandboxChain) => ({ id: chain.chainId, name: chain.name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } })

/** The account's error whose selector is `signature` (viem names it only when the revert data decodes in full). */
const errorNamed = (signature: Hex | undefined) =>
  SESSION_ACCOUNT_ABI.find((item): item is Extract<(typeof SESSION_ACCOUNT_ABI)[number], { type: 'error' }> => item.type === 'error' && toFunctionSelector(`${item.name}(${item.inputs.map((input) => input.type).join(',')})`) === signature)?.name

/** Gives the session key ether for gas on the local chain (anvil_setBalance): it sends its own transactions. */
export async function fundSessionKey(chain: SandboxChain, key: Address): Promise<void> {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [key, numberToHex(parseEther('1'))] }),
  })
  if (!response.ok) throw new Error(`anvil_setBalance answered HTTP ${response.status}`)
}

/** The ERC-7715 request the sandbox grants: the counter's increment, until `expiry`. */
export const counterGrantRequest = (chainId: number, key: LocalAccount, expiry: number) => ({
  chainId: numberToHex(chainId),
  expiry,
  signer: { type: 'keys' as const, data: { keys: [{ type: 'secp256k1' as const, publicKey: key.publicKey }] } },
  permissions: [{ type: 'contract-call' as const, data: { address: SESSION_COUNTER.address, abi: [...SESSION_COUNTER_ABI], functions: [{ functionName: 'increment' }] } }],
})

/**
 * The session key's own transaction, no wallet asked: executeWithSession on the account, calling
 * the counter's `increment` (granted) or `reset` (not). Answers what the chain said: the mined
 * hash, or the account's revert reason (CallNotPermitted, SessionExpired, SessionIsRevoked ...).
 */
export async function callWithSessionKey(chain: SandboxChain, key: LocalAccount, account: Address, pci: Hex, call: 'increment' | 'reset'): Promise<string> {
  const publicClient = createPublicClient({ chain: viemChain(chain), transport: http(chain.rpcUrl, { retryCount: 0 }), pollingInterval: 200 })
  const args = [pci, SESSION_COUNTER.address, 0n, encodeFunctionData({ abi: SESSION_COUNTER_ABI, functionName: call })] as const
  try {
    // The pending block: its time is the next block's, which the expiry is checked against.
    const { request } = await publicClient.simulateContract({ account: key, address: account, abi: SESSION_ACCOUNT_ABI, functionName: 'executeWithSession', args, blockTag: 'pending' })
    const hash = await createWalletClient({ account: key, chain: viemChain(chain), transport: http(chain.rpcUrl, { retryCount: 0 }) }).writeContract(request)
    const { status } = await publicClient.waitForTransactionReceipt({ hash })
    return `${status} ${hash}`
  } catch (error) {
    const reverted = error instanceof BaseError ? error.walk((cause) => cause instanceof ContractFunctionRevertedError) : undefined
    if (reverted instanceof ContractFunctionRevertedError) return `reverted: ${reverted.data?.errorName ?? errorNamed(reverted.signature) ?? reverted.reason ?? reverted.shortMessage}`
    throw error
  }
}
