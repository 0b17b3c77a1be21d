import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { concatHex, createClient, getContractAddress, http, isAddressEqual, type Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { getCode, sendTransaction, waitForTransactionReceipt } from 'viem/actions'
import { z } from 'zod'
import type { SandboxChain } from '../../scripts/serve'
import { compiledContract } from '../../scripts/compileSolidity'
import { DETERMINISTIC_DEPLOYER, ENTRY_POINT_V08, PORTICO_SESSION_ACCOUNT, SESSION_COUNTER, SIMPLE_7702_ACCOUNT } from '../../../secure-site/src/smart-account/addresses'

const artifactSchema = z.object({ bytecode: z.string().regex(/^0x[0-9a-fA-F]+$/) })
const require = createRequire(import.meta.url)
/** anvil's default mnemonic; the deployer is its 9th account, which no other part of the sandbox spends from (the faucet is the 10th). */
const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'
const DEPLOYER_ACCOUNT_INDEX = 8
const deployer = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: DEPLOYER_ACCOUNT_INDEX })
/** The account that sends the deployments (its nonce moves only when something is deployed). */
export const SMART_ACCOUNT_DEPLOYER = deployer.address

/** The creation code of a contract of @account-abstraction/contracts 0.8.0. */
export function readArtifactBytecode(name: 'EntryPoint' | 'Simple7702Account'): Hex {
  const path = require.resolve(`@account-abstraction/contracts/artifacts/${name}.json`)
  return artifactSchema.parse(JSON.parse(readFileSync(path, 'utf8'))).bytecode as Hex
}

/** The sandbox's session account and the counter its sessions call. */
export const SESSION_ACCOUNT_SOURCE = fileURLToPath(new URL('../../contracts/PorticoSessionAccount.sol', import.meta.url))

const CONTRACTS = [
  { name: 'EntryPoint', ...ENTRY_POINT_V08, bytecode: () => readArtifactBytecode('EntryPoint') },
  { name: 'Simple7702Account', ...SIMPLE_7702_ACCOUNT, bytecode: () => readArtifactBytecode('Simple7702Account') },
  { name: 'PorticoSessionAccount', ...PORTICO_SESSION_ACCOUNT, bytecode: () => compiledContract(SESSION_ACCOUNT_SOURCE, 'PorticoSessionAccount').bytecode },
  { name: 'SessionCounter', ...SESSION_COUNTER, bytecode: () => compiledContract(SESSION_ACCOUNT_SOURCE, 'SessionCounter').bytecode },
] as const

/**
 * Puts EntryPoint v0.8 and Simple7702Account at their canonical addresses on each local chain, and
 * the sandbox's PorticoSessionAccount (the embedded wallet's implementation, compiled with solc-js)
 * and SessionCounter at theirs, through anvil's deterministic deployer (`salt ++ initcode`), from
 * anvil's 9th dev account. Idempotent: a contract already there is left as it is. Throws when the
 * deployer is missing or a contract does not land at its address (for the session contracts: their
 * source changed and addresses.ts must say where they land now).
 * @example await deploySmartAccountContracts(chains) // then chains' eip155 smart accounts work
 */
export async function deploySmartAccountContracts(chains: readonly Pick<SandboxChain, 'chainId' | 'rpcUrl'>[]): Promise<void> {
  for (const chain of chains) {
    const client = createClient({
      account: deployer,
      chain: { id: chain.chainId, name: `Chain ${chain.chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } },
      transport: http(chain.rpcUrl),
      pollingInterval: 100,
    })
    if (!(await getCode(client, { address: DETERMINISTIC_DEPLOYER }))) throw new Error(`chain ${chain.chainId} has no deterministic deployer at ${DETERMINISTIC_DEPLOYER}`)
    for (const contract of CONTRACTS) {
      if (await getCode(client, { address: contract.address })) continue
      const bytecode = contract.bytecode()
      const expected = getContractAddress({ opcode: 'CREATE2', from: DETERMINISTIC_DEPLOYER, salt: contract.salt, bytecode })
      if (!isAddressEqual(expected, contract.address)) throw new Error(`${contract.name} now deploys to ${expected}, not ${contract.address}: update sandbox/secure-site/smart-account/addresses.ts`)
      const hash = await sendTransaction(client, { to: DETERMINISTIC_DEPLOYER, data: concatHex([contract.salt, bytecode]) })
      const receipt = await waitForTransactionReceipt(client, { hash })
      if (receipt.status !== 'success' || !(await getCode(client, { address: contract.address }))) {
        throw new Error(`${contract.name} did not land at ${contract.address} on chain ${chain.chainId}`)
      }
    }
  }
}

