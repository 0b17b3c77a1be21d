import { SESSION_ACCOUNT_ABI } from '@portico/contracts/testing'
import { BaseError, ContractFunctionRevertedError, createPublicClient, createWalletClient, http, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { GrantedLog } from './sessionsFromLogs'

/**
 * The sandbox relayer that submits signed revocations: anvil's 8th dev account (index 7). The
 * sandbox's Uniswap liquidity comes from it too, but only while `npm start` sets up, before any
 * page runs (0 is the sandbox wallet, 1 and 2 the name fixtures, 8 the contract deployer, 9 the
 * faucet). A public dev key holding test ether only.
 */
export const SESSIONS_RELAYER_PRIVATE_KEY: Hex = '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356'

/** A revocation the chain refused: the account's own error (InvalidRevokeSignature, SessionIsRevoked ...). */
export class RevocationRefusedError extends Error {
  override readonly name = 'RevocationRefusedError'
}

/** What the sessions handlers read from and send to one chain; the chain is the record. */
export interface SessionsChain {
  chainId: number
  /** The account's SessionGranted logs, and the time of each SessionRevoked log by pci (lower case). */
  readLogs: (account: Address) => Promise<{ granted: GrantedLog[]; revoked: Map<string, number> }>
  /** Simulates, then sends revokeSessionWithSignature from the relayer; resolves once mined. */
  submitRevocation: (account: Address, pci: Hex, signature: Hex) => Promise<Hex>
}

/**
 * One local chain of the sandbox through its node (viem): logs from block 0, revocations sent by
 * the relayer after an eth_call that lets the account's code judge the signature first.
 * @example const chain = createSessionsChain({ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' })
 */
export function createSessionsChain({ chainId, rpcUrl }: { chainId: number; rpcUrl: string }, relayerKey: Hex = SESSIONS_RELAYER_PRIVATE_KEY): SessionsChain {
  const chain = { id: chainId, name: `Chain ${chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } }
  const client = createPublicClient({ chain, transport: http(rpcUrl, { retryCount: 0 }), pollingInterval: 100 })
  const relayer = createWalletClient({ account: privateKeyToAccount(relayerKey), chain, transport: http(rpcUrl, { retryCount: 0 }) })
  return {
    chainId,
    async readLogs(account) {
      const [granted, revoked] = await Promise.all([
        client.getContractEvents({ address: account, abi: SESSION_ACCOUNT_ABI, eventName: 'SessionGranted', fromBlock: 0n, strict: true }),
        client.getContractEvents({ address: account, abi: SESSION_ACCOUNT_ABI, eventName: 'SessionRevoked', fromBlock: 0n, strict: true }),
      ])
      // Each log's time is its block's: the list's createdAt and revokedAt.
      const times = new Map<bigint, number>()
      for (const blockNumber of new Set([...granted, ...revoked].map((event) => event.blockNumber))) {
        times.set(blockNumber, Number((await client.getBlock({ blockNumber })).timestamp))
      }
      return {
        granted: granted.map(({ args, blockNumber }) => ({ ...args, blockNumber, createdAt: times.get(blockNumber) ?? 0 })),
        revoked: new Map(revoked.map(({ args, blockNumber }) => [args.pci.toLowerCase(), times.get(blockNumber) ?? 0])),
      }
    },
    async submitRevocation(account, pci, signature) {
      let request
      try {
        ;({ request } = await client.simulateContract({ account: relayer.account, address: account, abi: SESSION_ACCOUNT_ABI, functionName: 'revokeSessionWithSignature', args: [pci, signature] }))
      } catch (error) {
        const reverted = error instanceof BaseError ? error.walk((cause) => cause instanceof ContractFunctionRevertedError) : undefined
        if (reverted instanceof ContractFunctionRevertedError) throw new RevocationRefusedError(reverted.data?.errorName ?? reverted.shortMessage)
        throw error
      }
      const hash = await relayer.writeContract(request)
      const receipt = await client.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new RevocationRefusedError(`The revocation ${hash} reverted`)
      return hash
    },
  }
}
