import type { PreferredAccountType } from '@portico/contracts'
import type { Address, Hex, LocalAccount } from 'viem'
import { z } from 'zod'
import { SMART_ACCOUNT_IMPLEMENTATION } from '../../smart-account/addresses'
import { isDelegatedTo } from '../../smart-account/delegationDesignator'
import { sendSelfBatch, waitForSuccess } from '../../smart-account/smartAccountChain'
import type { SecureSiteChain } from '../secureSiteConfig'
import { FrameRequestError } from './frameRequestError'
import type { ForwardRpc } from './forwardRpc'
import type { SmartAccountStorage } from './smartAccountStorage'

const codeSchema = z.string().regex(/^0x([0-9a-fA-F]{2})*$/)

export type SmartAccountsOptions = {
  /** The local chains of the secure site's config. */
  configured: readonly SecureSiteChain[]
  forward: ForwardRpc
  storage: SmartAccountStorage
  /** Sends one self-sent batch transaction (delegating in it when needed); smartAccountChain's by default. */
  send?: typeof sendSelfBatch
  wait?: typeof waitForSuccess
}

/**
 * The embedded wallet's smart accounts: EIP-7702, the user's own EVM address delegated to
 * PorticoSessionAccount (Simple7702Account plus smart sessions), so a smart account has the same address and signer as the EOA. A chain is
 * enabled when the implementation's code is on it; the preference is the user's (frame storage);
 * "deployed" is read from the chain (the account's code is the delegation designator).
 * @example
 * const smart = createSmartAccounts({ configured: config.chains, forward, storage })
 * await smart.enabledNetworks() // [31337, 31338]
 */
export function createSmartAccounts({ configured, forward, storage, send = sendSelfBatch, wait = waitForSuccess }: SmartAccountsOptions) {
  const enabled = new Set<number>()
  const code = async (chain: SecureSiteChain, address: Address): Promise<Hex> => codeSchema.parse(await forward(chain.rpcUrl, 'eth_getCode', [address, 'latest'])) as Hex

  const isEnabled = async (chain: SecureSiteChain): Promise<boolean> => {
    if (enabled.has(chain.chainId)) return true
    const deployed = await code(chain, SMART_ACCOUNT_IMPLEMENTATION).then((found) => found !== '0x', () => false)
    if (deployed) enabled.add(chain.chainId)
    return deployed
  }
  const requireEnabled = async (chain: SecureSiteChain) => {
    if (!(await isEnabled(chain))) throw new FrameRequestError(`Smart accounts are not available on eip155:${chain.chainId}`, 5710)
  }
  const isDeployed = async (chain: SecureSiteChain, address: Address) => isDelegatedTo(await code(chain, address), SMART_ACCOUNT_IMPLEMENTATION)

  return {
    /** The configured chain of `chainId`, or the EIP-5792 error for an unsupported one (5710). */
    chainOf(chainId: number): SecureSiteChain {
      const chain = configured.find((candidate) => candidate.chainId === chainId)
      if (!chain) throw new FrameRequestError(`Unsupported chain id: ${chainId}`, 5710)
      return chain
    },
    isEnabled,
    requireEnabled,
    isDeployed,
    /** The EVM chain ids of the config where smart accounts work. */
    async enabledNetworks(): Promise<number[]> {
      const answers = await Promise.all(configured.map(async (chain) => ((await isEnabled(chain)) ? [chain.chainId] : [])))
      return answers.flat()
    },
    preference: (address: Address): PreferredAccountType => storage.readPreference(address),
    setPreference: (address: Address, type: PreferredAccountType) => storage.writePreference(address, type),
    /** GET_USER's account fields for an EVM chain: one account, the same address, of the preferred type. */
    async accountOf(address: Address, chain: SecureSiteChain | undefined) {
      const preferredAccountType = storage.readPreference(address)
      const smartAccountDeployed = preferredAccountType === 'smartAccount' && chain !== undefined && (await isDeployed(chain, address).catch(() => false))
      return { accounts: [{ address, type: preferredAccountType }], preferredAccountType, smartAccountDeployed }
    },
    /** INIT_SMART_ACCOUNT: delegates the account on `chain` (one self-sent transaction, mined) unless it already is. */
    async init(account: LocalAccount, chain: SecureSiteChain): Promise<{ address: Address; isDeployed: true }> {
      await requireEnabled(chain)
      if (!(await isDeployed(chain, account.address))) await wait(chain, await send(account, chain, []))
      return { address: account.address, isDeployed: true }
    },
  }
}

export type SmartAccounts = ReturnType<typeof createSmartAccounts>
