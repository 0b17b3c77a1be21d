import { createClient, getAddress, http, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { deployContract, waitForTransactionReceipt } from 'viem/actions'
import { ANVIL_DEV_PRIVATE_KEYS } from '../../toolchain/processes/anvil'
import { compilePorticoToken } from './compileToken'
import type { SandboxChain, SandboxToken } from './serve'

/** The sandbox's ERC-20s: PUSD (six decimals, like the dollar stablecoins dapps see most) and PEUR (18, the ERC-20 default). */
export const SANDBOX_TOKENS = [
  { name: 'Portico Dollar', symbol: 'PUSD', decimals: 6 },
  { name: 'Portico Euro', symbol: 'PEUR', decimals: 18 },
] as const
/** Whole tokens of each minted to the sandbox wallet's account on every chain. */
const SUPPLY = '1000000'
/** PUSD's supply in base units. */
export const SANDBOX_TOKEN_SUPPLY = parseUnits(SUPPLY, SANDBOX_TOKENS[0].decimals)

/**
 * Compiles the sandbox ERC-20 and deploys PUSD and PEUR to every local chain from anvil's first dev
 * account, the sandbox wallet's, which so holds their whole supply. Called by `npm start` and the browser
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
    for (const token of SANDBOX_TOKENS) {
      const hash = await deployContract(client, { abi, bytecode, args: [token.name, token.symbol, token.decimals, parseUnits(SUPPLY, token.decimals)] })
      const receipt = await waitForTransactionReceipt(client, { hash })
      if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error(`${token.symbol} deployment failed on ${chain.name}`)
      tokens.push({ chainId: chain.chainId, address: getAddress(receipt.contractAddress), ...token })
    }
  }
  return tokens
}
