import { ThrownMessages, type ParsedCaipAddress } from '@portico/contracts'
import type { AppKit } from '../appKit'
import type { ShellCore } from '../core/createShellCore'
import { waitForWallet } from '../connection/waitForWallet'
import { waitForConnection } from './waitForConnection'
import type { WalletTarget } from './walletNames'
import { loadedShellCore, loadShellCore } from '../core/shellCoreOf'

/** How long an installed wallet has to answer EIP-6963 discovery before the catalogue is asked. */
const ANNOUNCE_WAIT_MS = 300

export const EMAIL_OFF_MESSAGE = 'Email login is not enabled (features.email)'
export const socialOffMessage = (provider: string) => `Social login with ${provider} is not enabled (features.socials)`

const findInstalled = (core: ShellCore, rdns: string | undefined) =>
  rdns ? core.store.get(core.atoms.announcedWallets).find((wallet) => wallet.info.rdns === rdns) : undefined

/** Opens the modal on `view` and resolves once a wallet connected there; the Account view it ends on closes. */
async function connectInModal(appKit: AppKit, view: string, args?: Readonly<Record<string, string>>): Promise<ParsedCaipAddress> {
  const core = await loadShellCore(appKit)
  const connected = waitForConnection(core)
  try {
    await appKit.open({ view, ...(args ? { arguments: args } : {}) })
  } catch (error) {
    connected.cancel()
    throw error
  }
  const account = await connected.promise
  // A sign-in the dapp requires keeps its own view open; otherwise the flow ends where it began.
  if (core.store.get(core.atoms.route).view === 'Account') core.modal.close()
  return account
}

/** Connects an installed (EIP-6963) wallet right away: the wallet asks, no modal shows. */
async function connectInstalled(core: ShellCore, rdns: string): Promise<ParsedCaipAddress> {
  const connected = waitForConnection(core)
  await core.connection.connectAnnounced(rdns)
  const { status, caipAddress } = core.store.get(core.atoms.account)
  if (status === 'connected' && caipAddress && core.store.get(core.atoms.activeConnector)?.id === rdns) return connected.promise
  connected.cancel()
  throw new Error(core.store.get(core.atoms.connectError) ?? ThrownMessages.AN_ERROR_OCCURRED)
}

/**
 * Before any await: a social login's sign-in window must open within the user's click (popup
 * blockers), so it opens here; the social plugin's view takes it (Farcaster signs in by QR code).
 */
function prepareInClick(core: ShellCore, target: WalletTarget) {
  if (target.kind === 'social' && target.provider !== 'farcaster' && isSocialOn(core, target.provider)) core.embeddedWallet?.openPopupForEntry()
}

const isSocialOn = (core: ShellCore, provider: string) => core.features.socials !== false && core.features.socials.some((p) => p === provider)

/** The described social connect method of `provider` (the view it opens, with its arguments), once the descriptions are read. */
async function socialEntry(core: ShellCore, provider: string) {
  const { plugins } = await core.loadIntentActions()
  await plugins.describe()
  return Object.values(core.store.get(core.atoms.plugins))
    .flatMap((state) => state?.description?.slots.connectMethods ?? [])
    .find((method) => method.method === 'social' && method.arguments?.provider === provider)
}

/**
 * Connects one named wallet without the Connect view, as AppKit's wallet button: an installed
 * wallet (EIP-6963, by rdns) through its own prompt; a catalogue wallet that is not installed
 * through WalletConnect pairing (QR code or its links) in the modal; `walletConnect` through the
 * plain pairing view; `email` and social providers through the views their plugins describe.
 * Resolves with the connected account; rejects with the wallet's refusal or when the user closes
 * the modal.
 * @example await connectNamedWallet(appKit, resolveWalletName('metamask'))
 */
export async function connectNamedWallet(appKit: AppKit, target: WalletTarget): Promise<ParsedCaipAddress> {
  const loaded = loadedShellCore(appKit)
  // Before any await; the wallet button loads the core as it mounts, so it is there by the click.
  if (loaded) prepareInClick(loaded, target)
  const core = loaded ?? (await loadShellCore(appKit))
  switch (target.kind) {
    case 'email':
      if (!core.features.email) throw new Error(EMAIL_OFF_MESSAGE)
      return connectInModal(appKit, 'EmailLogin')
    case 'social':
    {
      const entry = isSocialOn(core, target.provider) ? await socialEntry(core, target.provider) : undefined
      if (!entry) throw new Error(socialOffMessage(target.provider))
      return connectInModal(appKit, entry.view, entry.arguments)
    }
    case 'walletConnect':
      return connectInModal(appKit, 'ConnectingWalletConnectBasic')
    case 'wallet': {
      core.intentForView()
      const rdns = target.rdns ?? target.id
      const installed = await waitForWallet(core.store, core.atoms.announcedWallets, () => findInstalled(core, rdns), ANNOUNCE_WAIT_MS)
      if (installed) return connectInstalled(core, installed.info.rdns)
      const { catalogue } = await core.loadIntentActions()
      const record = await catalogue.findWallet(target.id, target.name)
      const installedByRecord = findInstalled(core, record?.rdns ?? undefined)
      if (installedByRecord) return connectInstalled(core, installedByRecord.info.rdns)
      if (!record) core.log.warn(`wallet button: no catalogue wallet "${target.id}", pairing through WalletConnect`)
      return record ? connectInModal(appKit, 'ConnectingWalletConnect', { walletId: record.id }) : connectInModal(appKit, 'ConnectingWalletConnectBasic')
    }
  }
}
