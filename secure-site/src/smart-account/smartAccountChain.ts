import { createPublicClient, createWalletClient, encodeFunctionData, http, type Address, type Hex, type LocalAccount, type Log } from 'viem'
import type { SecureSiteChain } from '../frame/secureSiteConfig'
import { SMART_ACCOUNT_IMPLEMENTATION } from './addresses'
import { isDelegatedTo } from './delegationDesignator'
import type { BatchCall } from './sendCallsParams'
import { SIMPLE_7702_ACCOUNT_ABI } from './simple7702Abi'

const viemChain = (chain: SecureSiteChain) => ({
  id: chain.chainId,
  name: chain.name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [chain.rpcUrl] } },
})

const publicClient = (chain: SecureSiteChain) => createPublicClient({ chain: viemChain(chain), transport: http(chain.rpcUrl, { retryCount: 0 }), pollingInterval: 250 })

/** True when the smart-account implementation's code is on `chain` (so its accounts can delegate to it). */
export async function isImplementationDeployed(chain: SecureSiteChain): Promise<boolean> {
  const code = await publicClient(chain).getCode({ address: SMART_ACCOUNT_IMPLEMENTATION })
  return code !== undefined && code !== '0x'
}

/** True when `address`'s code on `chain` is the EIP-7702 designator of the implementation (PorticoSessionAccount). */
export async function isSmartAccountDelegated(chain: SecureSiteChain, address: Address): Promise<boolean> {
  return isDelegatedTo(await publicClient(chain).getCode({ address }), SMART_ACCOUNT_IMPLEMENTATION)
}

/**
 * Sends ONE transaction from `account` to itself: `executeBatch(calls)` (no calldata for an
 * empty batch), carrying an EIP-7702 authorization to the implementation (PorticoSessionAccount, a Simple7702Account) when the account is not
 * delegated yet, so the delegation and the calls land together. Resolves with the hash once sent.
 * @example const hash = await sendSelfBatch(account, chain, [{ to, value: 1n, data: '0x' }, { to: other, value: 1n, data: '0x' }])
 */
export async function sendSelfBatch(account: LocalAccount, chain: SecureSiteChain, calls: readonly BatchCall[]): Promise<Hex> {
  const client = createWalletClient({ account, chain: viemChain(chain), transport: http(chain.rpcUrl, { retryCount: 0 }) })
  const delegated = await isSmartAccountDelegated(chain, account.address)
  const authorizationList = delegated ? undefined : [await client.signAuthorization({ contractAddress: SMART_ACCOUNT_IMPLEMENTATION, executor: 'self' })]
  const data =
    calls.length === 0
      ? undefined
      : encodeFunctionData({ abi: SIMPLE_7702_ACCOUNT_ABI, functionName: 'executeBatch', args: [calls.map(({ to, value, data }) => ({ target: to, value, data }))] })
  return client.sendTransaction({ to: account.address, data, ...(authorizationList ? { authorizationList } : {}) })
}

/** Waits for a transaction's receipt and answers its logs; throws when it reverted. */
export async function waitForSuccess(chain: SecureSiteChain, hash: Hex): Promise<Log[]> {
  const receipt = await publicClient(chain).waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`The transaction ${hash} reverted`)
  return receipt.logs
}
