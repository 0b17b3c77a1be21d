import { getErrorMessage, reportDroppedItemsTo, resolveFeatures, type ResolvedFeatures } from '@portico/contracts'
import { followWagmiAdapter } from '../adapters/wagmi/followWagmiAdapter'
import { createAnalytics } from '../analytics/createAnalytics'
import { createApiClient } from '../api/createApiClient'
import { sdkQuery } from '../api/sdkQuery'
import { createConnectionActions, type ConnectionActions } from '../connection/connectionActions'
import { createNamespaceConnections, type NamespaceConnections } from '../connection/createNamespaceConnections'
import { registerWalletConnectRestore } from '../connection/registerWalletConnectRestore'
import { walletProviderOf } from '../connection/walletProvider'
import { registerEmbeddedWallet, type EmbeddedWalletHandle } from '../connectors/auth/registerEmbeddedWallet'
import type { AppKitOptions } from '../options/appKitOptionsSchema'
import { createConnectionStorage, type KeyValueStorage } from '../persistence/connectionStorage'
import type { FetchPluginJson } from '../plugins/fetchPluginJson'
import type { RemoteModuleLoader } from '../plugins/loadPlugin'
import { readSiwxOption } from '../siwx/readSiwxOption'
import type { IntentActions } from './intentActions'
import { intentActionsLoader } from './intentActionsLoader'
import { createModalActions, type ModalActions } from './modalActions'
import type { ShellContext } from './shellContext'
import { createShellBoot, type ShellBoot } from './shellBoot'
import { createToastActions, type ToastActions } from './toastActions'
import { watchSignIn } from './watchSignIn'
import type { LoadBundledPlugins } from '../plugins/bundledPlugins'

export interface ShellEnvironment {
  window: Window | undefined
  storage: KeyValueStorage | undefined
  /** Replaces the Module Federation runtime (tests). */
  pluginLoader?: RemoteModuleLoader
  /** Replaces the fetch of plugin descriptions (tests). */
  pluginFetch?: FetchPluginJson
  /** Replaces the plugins installed with the shell (tests). */
  bundledPlugins?: LoadBundledPlugins
}

/** The shell without any UI, over one boot: what the modal, the elements and the hooks act on. */
export interface ShellCore extends ShellContext {
  features: ResolvedFeatures
  modal: ModalActions
  toast: ToastActions
  connection: ConnectionActions
  namespaces: NamespaceConnections
  /** The embedded wallet (email, socials), when on: its AuthHost and the approval frame's placement. */
  embeddedWallet: EmbeddedWalletHandle | undefined
  /** The catalogue, plugins, WalletConnect pairing and sign-in (see loadModalCore). */
  loadIntentActions: () => Promise<IntentActions>
  /** A connection's EIP-1193 (or namespace) provider, for getWalletProvider. */
  walletProviderOf: typeof walletProviderOf
  /**
   * The first hover, focus, click or open(): only now do wallets get asked to announce and the
   * catalogue and analytics load. Page load pays for nothing of this. Plugins are described with
   * `describePlugins`.
   */
  intent: () => void
  /** A click without a hover runs this before the view paints, and `intentAfterView` once it has. */
  intentForView: () => void
  intentAfterView: () => void
  /** Reads the enabled plugins' descriptions (once); their code loads where they show. */
  describePlugins: () => void
}

/**
 * The shell without any UI: state, actions and plugins, over a boot (createAppKit passes its own;
 * tests let this make one). The modal and elements render it. Loaded on intent, when the page is
 * idle, or at once when storage holds a session (see coreNeededAtLoad).
 */
export function createShellCore(input: AppKitOptions, env: ShellEnvironment, boot: ShellBoot = createShellBoot(input, env)): ShellCore {
  const { options, log } = boot
  const api = {
    blockchain: createApiClient({ baseUrl: options.blockchainApiUrl, query: sdkQuery(options.projectId) }),
    walletKit: createApiClient({ baseUrl: options.walletApiUrl, query: sdkQuery(options.projectId) }),
  }
  // Lists from the network keep their valid items; what they left out goes to the log, not the UI.
  reportDroppedItemsTo(({ list, dropped, overCap, firstIssue }) => log.warn(`${list}: ${dropped} invalid item(s) dropped, ${overCap} past the cap unread`, firstIssue ?? ''))
  // The stored connection, read and written with its schema: the boot only peeked at it.
  const ctx: ShellContext = { ...boot, api, storage: createConnectionStorage(boot.localStorage) }
  const features = resolveFeatures(options.features ?? {})
  const modal = createModalActions(ctx)
  const toast = createToastActions(ctx)
  const connection = createConnectionActions(ctx, modal)

  // Email and social login: the embedded wallet, its code loaded on first use (restorer registered now).
  const embeddedWallet = features.email || (features.socials !== false && features.socials.length > 0) ? registerEmbeddedWallet(ctx, { modal, connection, toast: toast.toast }) : undefined

  const loadIntentActions = intentActionsLoader(ctx, {
    features,
    modal,
    toast,
    connection,
    ...(embeddedWallet ? { auth: embeddedWallet.auth } : {}),
    ...(env.pluginLoader ? { pluginLoader: env.pluginLoader } : {}),
    ...(env.pluginFetch ? { pluginFetch: env.pluginFetch } : {}),
    ...(env.bundledPlugins ? { bundledPlugins: env.bundledPlugins } : {}),
  })
  const whenIntentActions = (what: string, run: (actions: IntentActions) => unknown) =>
    void loadIntentActions()
      .then(run)
      .catch((error: unknown) => ctx.log.error(`${what} failed to load:`, getErrorMessage(error)))

  // Register their restorers now: restore() runs right after the core is built.
  const namespaces = createNamespaceConnections(ctx, connection)
  registerWalletConnectRestore(ctx, connection, async () => (await loadIntentActions()).loadWalletConnect())
  followWagmiAdapter(ctx)
  const analytics = createAnalytics(ctx, features.analytics)

  // createAppKit has checked it (a bad `siwx` option throws there).
  const checkSignIn = watchSignIn(ctx, Boolean(readSiwxOption(options.siwx)), loadIntentActions)

  /**
   * The part of the first intent the first view shows: wallets asked to announce themselves
   * (EIP-6963 and the configured namespaces). Each step runs once; calling again is free.
   */
  const intentForView = () => {
    // A sign-in check the intent chunk could not run (offline) runs now.
    checkSignIn()
    connection.discover()
    namespaces.discover()
  }
  /**
   * The rest of the first intent: the wallet catalogue's first lists and the analytics sender.
   * Once each; after a failed load (offline) the next intent tries again.
   */
  const intentAfterView = () => {
    analytics.start()
    whenIntentActions('wallet catalogue', ({ catalogue }) => catalogue.prefetch())
  }
  return {
    ...ctx,
    features,
    modal,
    toast,
    connection,
    namespaces,
    embeddedWallet,
    loadIntentActions,
    walletProviderOf,
    intent() {
      intentForView()
      intentAfterView()
    },
    intentForView,
    intentAfterView,
    describePlugins() {
      whenIntentActions('plugins', ({ plugins }) => plugins.describe())
    },
  }
}
