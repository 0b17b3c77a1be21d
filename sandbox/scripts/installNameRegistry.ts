import { createChainNameStore, SANDBOX_NAME_REGISTRY, sandboxNameRelayer } from '@portico/plugin-names/mocks'
import { MOCK_NAMES } from '@portico/plugin-send/mocks'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createTestClient, http, pad, parseEther, type Address } from 'viem'
import { compiledContract } from './compileSolidity'

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const SOURCE = join(REPO_ROOT, 'sandbox/contracts/SandboxNameRegistry.sol')

// ENSIP-11's coin type of Ethereum: the seeded names are not tied to one chain.
const EVM_COIN_TYPE = 60

/**
 * Puts SandboxNameRegistry on the sandbox's first chain (anvil_setCode at SANDBOX_NAME_REGISTRY,
 * its relayer in slot 0), funds the relayer, and registers the send plugin's mock names (bob and
 * carol), so the names plugin's profile handlers, which answer from it, resolve them too.
 * @example await installNameRegistry(chains[0])
 */
export async function installNameRegistry(chain: { chainId: number; rpcUrl: string }, seed: Readonly<Record<string, string>> = MOCK_NAMES): Promise<void> {
  const client = createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl, { retryCount: 0 }) })
  await client.setCode({ address: SANDBOX_NAME_REGISTRY, bytecode: compiledContract(SOURCE, 'SandboxNameRegistry').deployedBytecode })
  await client.setStorageAt({ address: SANDBOX_NAME_REGISTRY, index: 0, value: pad(sandboxNameRelayer.address) })
  await client.setBalance({ address: sandboxNameRelayer.address, value: parseEther('100') })
  const store = createChainNameStore(chain)
  for (const [name, address] of Object.entries(seed)) {
    if (!(await store.byName(name))) await store.register({ name, address: address as Address, coinType: EVM_COIN_TYPE })
  }
}
