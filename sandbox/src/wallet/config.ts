import { z } from 'zod'
import { SandboxChainSchema, type SandboxChain } from '../../../secure-site/src/wallet/chains'

/**
 * The sandbox wallet reads its configuration from `window.__porticoSandboxWallet`, which a page
 * sets before the wallet script runs:
 *
 * ```html
 * <script>
 *   window.__porticoSandboxWallet = {
 *     rpcUrl: 'http://127.0.0.1:8545', // the current chain's node (default)
 *     chainId: 31337,                  // the current chain (default)
 *     chainName: 'Anvil',              // (default)
 *     chains: [{ chainId: 31338, chainName: 'Anvil 2', rpcUrl: 'http://127.0.0.1:8546' }], // more chains to switch to
 *   }
 * </script>
 * <script src="sandbox-wallet.js"></script>
 * ```
 * Every field is optional; a missing object means the defaults.
 */
export const SandboxWalletConfigSchema = z.strictObject({
  rpcUrl: z.url().default('http://127.0.0.1:8545'),
  chainId: z.number().int().positive().default(31337),
  chainName: z.string().min(1).default('Anvil'),
  chains: z.array(SandboxChainSchema).default([]),
})

export type SandboxWalletConfig = z.infer<typeof SandboxWalletConfigSchema>

/**
 * Validates a raw config (or `undefined` for the defaults); throws with zod's explanation if invalid.
 * @example readSandboxWalletConfig({ rpcUrl: 'http://127.0.0.1:9545' }).chainId // 31337
 */
export function readSandboxWalletConfig(raw: unknown): SandboxWalletConfig {
  const parsed = SandboxWalletConfigSchema.safeParse(raw ?? {})
  if (!parsed.success) {
    throw new Error(`Invalid window.__porticoSandboxWallet: ${z.prettifyError(parsed.error)}`)
  }
  return parsed.data
}

/** The known chains of a config, the current one first. */
export function configuredChains(config: SandboxWalletConfig): [SandboxChain, ...SandboxChain[]] {
  const { rpcUrl, chainId, chainName, chains } = config
  return [{ chainId, chainName, rpcUrl }, ...chains]
}
