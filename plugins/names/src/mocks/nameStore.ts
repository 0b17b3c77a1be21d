import { createPublicClient, createWalletClient, defineChain, http, zeroAddress, type Address } from 'viem'
import { nameRegistryAbi, SANDBOX_NAME_REGISTRY, sandboxNameRelayer } from './nameRegistry'

/** A registered name as the store keeps it: lower case, with its suffix. */
export interface NameRecord {
  name: string
  address: Address
  coinType: number
  /** Seconds. */
  createdAt: number
}

/** Where the profile handlers keep names: the registry on the sandbox's chain, or memory in unit tests. */
export interface NameStore {
  byName: (name: string) => Promise<NameRecord | undefined>
  /** Oldest first. */
  byAddress: (address: Address) => Promise<NameRecord[]>
  /** Rejects when the name is taken. */
  register: (record: Omit<NameRecord, 'createdAt'>) => Promise<void>
}

/**
 * The names on the sandbox chain's SandboxNameRegistry, written by the relayer key: they last as
 * long as `npm start` (anvil), across reloads and browsers. Writes are queued: one relayer, one
 * nonce at a time.
 * @example const store = createChainNameStore({ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' })
 */
export function createChainNameStore(chain: { chainId: number; rpcUrl: string }): NameStore {
  const viemChain = defineChain({ id: chain.chainId, name: `anvil ${chain.chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } })
  const transport = http(chain.rpcUrl, { retryCount: 0 })
  const client = createPublicClient({ chain: viemChain, transport, pollingInterval: 100 })
  const wallet = createWalletClient({ account: sandboxNameRelayer, chain: viemChain, transport })
  let writes: Promise<unknown> = Promise.resolve()

  const byName = async (name: string): Promise<NameRecord | undefined> => {
    const [owner, coinType, createdAt] = await client.readContract({ address: SANDBOX_NAME_REGISTRY, abi: nameRegistryAbi, functionName: 'recordOf', args: [name] })
    return owner === zeroAddress ? undefined : { name, address: owner, coinType: Number(coinType), createdAt: Number(createdAt) }
  }
  return {
    byName,
    async byAddress(address) {
      const names = await client.readContract({ address: SANDBOX_NAME_REGISTRY, abi: nameRegistryAbi, functionName: 'namesOf', args: [address] })
      const records = await Promise.all(names.map(byName))
      return records.filter((record) => record !== undefined)
    },
    register({ name, address, coinType }) {
      const write = writes.then(async () => {
        const hash = await wallet.writeContract({ address: SANDBOX_NAME_REGISTRY, abi: nameRegistryAbi, functionName: 'register', args: [name, address, BigInt(coinType)] })
        const receipt = await client.waitForTransactionReceipt({ hash })
        if (receipt.status !== 'success') throw new Error(`registering ${name} reverted`)
      })
      writes = write.catch(() => undefined)
      return write
    },
  }
}

/** The same store in memory (unit tests of the handlers). */
export function createMemoryNameStore(records: NameRecord[] = []): NameStore {
  return {
    byName: async (name) => records.find((record) => record.name === name),
    byAddress: async (address) => records.filter((record) => record.address.toLowerCase() === address.toLowerCase()),
    async register(record) {
      if (records.some((known) => known.name === record.name)) throw new Error(`${record.name} is taken`)
      records.push({ ...record, createdAt: Math.floor(Date.now() / 1000) })
    },
  }
}
