import type { ShellContext } from '../core/shellContext'
import { discoverAnnouncedWallets } from '../connectors/injected/discoverAnnouncedWallets'
import { loadInjectedChunk } from './loadInjectedChunk'
import { waitForWallet } from './waitForWallet'

/** How long a restore waits for the stored wallet to announce itself. */
const RESTORE_ANNOUNCE_WAIT_MS = 1_500

/** EIP-6963 wallets: discovered once (on intent or a restore), found by rdns, restored without a prompt. */
export function createAnnouncedWallets(ctx: ShellContext) {
  const { store, atoms } = ctx
  let stopDiscovery: (() => void) | undefined

  const discover = () => {
    if (stopDiscovery || !ctx.window) return
    stopDiscovery = discoverAnnouncedWallets(ctx.window, (wallets) => store.set(atoms.announcedWallets, wallets))
  }

  const findWallet = (rdns: string) => store.get(atoms.announcedWallets).find((w) => w.info.rdns === rdns)

  /** The stored wallet's connector, once it announces itself; undefined when it does not in time. */
  const restoreAnnounced = async (rdns: string) => {
    discover()
    const wallet = await waitForWallet(store, atoms.announcedWallets, () => findWallet(rdns), RESTORE_ANNOUNCE_WAIT_MS)
    return wallet ? (await loadInjectedChunk()).createInjectedConnector(wallet) : undefined
  }

  return { discover, findWallet, restoreAnnounced }
}
