import { createClient, getAddress, http, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { deployContract, waitForTransactionReceipt } from 'viem/actions'
import { ANVIL_DEV_PRIVATE_KEYS } from './anvil'
import { compilePorticoToken } from './compileToken'
import type { SandboxChain, SandboxToken } from './serve'

const TOKEN = { name: 'Portico Dollar', symbol: 'PUSD', decimals: 6 } as const
/** Minted to the sandbox wallet's account on every chain. */
export const SANDBOX_TOKEN_SUPPLY = parseUnits('1000000', TOKEN.decimals)

/**
 * Compiles the sandbox ERC-20 and deploys it to every local chain from anvil's first dev account,
 * the sandbox wallet's, which so holds the whole supply. Called by `npm start` and the browser
 * tests' global setup; the page learns the addresses from /sandbox-config.js.
 * @example const tokens = await deploySandboxTokens(chains)
 */
export async function deploySandboxTokens(chains: readonly SandboxChain[]): Promise<SandboxToken[]> {
  const { abi, bytecode } = compilePorticoToken()
  const account = privateKeyToAccount(ANVIL_DEV_PRIVATE_KEYS[0])
  const tokens: SandboxToken[] = []
  for (const chain of chains) {
    const client = createClient({
      account,
      chain: { id: chain.chainId, name: chain.name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } },
      transport: http(chain.rpcUrl),
    })
    const hash = await deployContract(client, { abi, bytecode, args: [SANDBOX_TOKEN_SUPPLY] })
    const receipt = await waitForTransactionReceipt(client, { hash })
    if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error(`PorticoToken deployment failed on ${chain.name}`)
    tokens.push({ chainId: chain.chainId, address: getAddress(receipt.contractAddress), ...TOKEN })
  }
  return tokens
}
