import { setupDevChain } from '../../server/src/chains/setupDevChain'
import type { SandboxChain } from './serve'

/** Multicall3's canonical address, the same on every chain that has it. */
export { MULTICALL3_ADDRESS } from '../../server/src/config/configSchema'

/**
 * Puts Multicall3 at its canonical address on a local chain (anvil has none), as
 * `portico-server setup-chain` does (setupDevChain): no transaction, so no account's nonce or
 * history changes.
 * @example await installMulticall3(chain)
 */
export async function installMulticall3(chain: SandboxChain): Promise<void> {
  await setupDevChain(chain.rpcUrl)
}
