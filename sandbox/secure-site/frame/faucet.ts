import { createWalletClient, defineChain, http, parseEther, publicActions, type Address, type Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import type { SecureSiteChain } from '../../../secure-site/src/frame/secureSiteConfig'

/** anvil's default mnemonic; the faucet is its 10th account, which no other part of the sandbox spends from. */
const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'
const FAUCET_ACCOUNT_INDEX = 9

/** What a new embedded account gets on each local chain. */
export const FUNDING_AMOUNT = parseEther('10')

export type Faucet = {
  /** Sends FUNDING_AMOUNT to `address` on every chain, waits for each receipt, returns the hashes. */
  fund(address: Address): Promise<{ chainId: number; hash: Hex }[]>
}

/**
 * Pays new embedded wallets from an anvil dev account, so a user who just logged in can send.
 * Transfers run one after another: one sender, so nonces never race.
 * @example
 * const faucet = createFaucet(chains)
 * await faucet.fund('0x...') // [{ chainId: 31337, hash: '0x...' }, { chainId: 31338, hash: '0x...' }]
 */
export function createFaucet(chains: readonly SecureSiteChain[]): Faucet {
  const account = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: FAUCET_ACCOUNT_INDEX })
  let queue: Promise<unknown> = Promise.resolve()

  const fundOnChain = async (chain: SecureSiteChain, to: Address) => {
    const client = createWalletClient({
      account,
      chain: defineChain({ id: chain.chainId, name: chain.name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } }),
      transport: http(chain.rpcUrl, { retryCount: 0 }),
      pollingInterval: 100,
    }).extend(publicActions)
    const hash = await client.sendTransaction({ to, value: FUNDING_AMOUNT })
    await client.waitForTransactionReceipt({ hash })
    return { chainId: chain.chainId, hash }
  }

  return {
    fund(address) {
      const run = queue.then(async () => {
        const funded: { chainId: number; hash: Hex }[] = []
        for (const chain of chains) funded.push(await fundOnChain(chain, address))
        return funded
      })
      queue = run.catch(() => undefined)
      return run
    },
  }
}
