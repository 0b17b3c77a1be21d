import { fileURLToPath } from 'node:url'
import { createWalletClient, getAddress, http, namehash, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { waitForTransactionReceipt } from 'viem/actions'
import { anvil } from 'viem/chains'
import { compileSolidity } from '../../../sandbox/scripts/compileSolidity'
import { ANVIL_DEV_PRIVATE_KEYS } from '../../../toolchain/processes/anvil'

const SOURCE = fileURLToPath(new URL('./contracts/TestEns.sol', import.meta.url))

/** A deployed TestEns and a way to name an address in it (reverse record, forward address, avatar). */
export interface TestEns {
  registry: Address
  name: (address: Address, name: string, options?: { avatar?: string; forwardTo?: Address }) => Promise<void>
  /** Hands `name` (and, by ENSIP-10 wildcard, the names under it) to another resolver. */
  setResolver: (name: string, resolver: Address) => Promise<void>
}

/** Deploys TestEns on a local chain from anvil's second dev account. */
export async function deployTestEns(rpcUrl: string): Promise<TestEns> {
  const { TestEns: contract } = compileSolidity(SOURCE)
  if (!contract) throw new Error('TestEns did not compile')
  const wallet = createWalletClient({ account: privateKeyToAccount(ANVIL_DEV_PRIVATE_KEYS[1]), transport: http(rpcUrl), chain: anvil })
  const deployed = await waitForTransactionReceipt(wallet, { hash: await wallet.deployContract({ abi: contract.abi, bytecode: contract.bytecode }) })
  if (!deployed.contractAddress) throw new Error('TestEns was not deployed')
  const registry = getAddress(deployed.contractAddress)
  const write = async (functionName: string, args: readonly unknown[]) =>
    waitForTransactionReceipt(wallet, { hash: await wallet.writeContract({ address: registry, abi: contract.abi, functionName, args }) })
  return {
    registry,
    name: async (address, name, options = {}) => {
      await write('setName', [namehash(`${address.toLowerCase().slice(2)}.addr.reverse`), name])
      await write('setAddr', [namehash(name), options.forwardTo ?? address])
      if (options.avatar) await write('setText', [namehash(name), 'avatar', options.avatar])
    },
    setResolver: async (name, resolver) => {
      await write('setResolver', [namehash(name), resolver])
    },
  }
}
