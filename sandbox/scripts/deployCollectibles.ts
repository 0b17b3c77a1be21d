import { fileURLToPath } from 'node:url'
import { createClient, getAddress, http, type Address } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { deployContract, waitForTransactionReceipt } from 'viem/actions'
import { compiledContract } from './compileSolidity'
import type { SandboxChain } from './serve'

const SOURCE = fileURLToPath(new URL('../contracts/PorticoCollectible.sol', import.meta.url))

/** The issuer of the sandbox's NFTs: anvil's 6th dev account (a public test key no other script sends from). */
export const COLLECTIBLE_ISSUER = mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: 5 })

/** The sandbox's collections: a drop, and an airdrop spammer's, which Portico Server is told is spam. */
export const SANDBOX_COLLECTIONS = [
  { name: 'Portico Pass', symbol: 'PASS', spam: false },
  { name: 'Claim 1000 USDT at free-usdt.example', symbol: 'FREE', spam: true },
] as const

/** A deployed collection: where, its name, and whether the server flags its items as spam. */
export interface SandboxCollection {
  chainId: number
  address: Address
  name: string
  symbol: string
  spam: boolean
}

/** PorticoCollectible's ABI and code (solc, once per process). */
export const compilePorticoCollectible = () => compiledContract(SOURCE, 'PorticoCollectible')

/**
 * Deploys the sandbox's NFT collections (nothing minted) to every chain from the issuer's account,
 * so the other contracts' addresses stay where they were. writeSandboxHistory mints the sandbox account's.
 * @example const collections = await deploySandboxCollectibles(chains)
 */
export async function deploySandboxCollectibles(chains: readonly SandboxChain[]): Promise<SandboxCollection[]> {
  const { abi, bytecode } = compilePorticoCollectible()
  const collections: SandboxCollection[] = []
  for (const chain of chains) {
    const client = createClient({
      account: COLLECTIBLE_ISSUER,
      chain: { id: chain.chainId, name: chain.name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } },
      transport: http(chain.rpcUrl),
    })
    for (const collection of SANDBOX_COLLECTIONS) {
      const receipt = await waitForTransactionReceipt(client, { hash: await deployContract(client, { abi, bytecode, args: [collection.name, collection.symbol] }) })
      if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error(`${collection.name} deployment failed on ${chain.name}`)
      collections.push({ chainId: chain.chainId, address: getAddress(receipt.contractAddress), ...collection })
    }
  }
  return collections
}

