import { getErrorMessage, reportDroppedItemsTo, resolveFeatures } from '@portico/contracts'
import { isWagmiAdapter } from '../adapters/wagmi/wagmiAdapter'
import { createAnalytics } from '../analytics/createAnalytics'
import { createApiClient } from '../api/createApiClient'
import { sdkQuery } from '../api/sdkQuery'
import { createConnectionActions } from '../connection/connectionActions'
import { createNamespaceConnections } from '../connection/createNamespaceConnections'
import { registerWalletConnectRestore } from '../connection/registerWalletConnectRestore'
import { walletProviderOf } from '../connection/walletProvider'
import { registerEmbeddedWallet } from '../connectors/auth/registerEmbeddedWallet'
import type { AppKitOptions } from '../options/appKitOptionsSchema'
import type { KeyValueStorage } from '../persistence/connectionStorage'
import type { FetchPluginJson } from '../plugins/fetchPluginJson'
import type { RemoteModuleLoader } from '../plugins/loadPlugin'
import { readSiwxOption } from '../siwx/readSiwxOption'
import type { IntentActions } from './intentActions'
import { createModalActions } from './modalActions'
import type { ShellContext } from './shellContext'
import { createShellBoot, type ShellBoot } from './shellBoot'
import { createToastActions } from './toastActions'
import type { LoadBundledPlugins } from '../plugins/bundledPlugins'
import { sharedLoad } from '../utils/sharedLoad'

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

/**
 * The shell without any UI: state, actions and plugins, over a boot (createAppKit passes its own;
 * tests let this make one). The modal and elements render it. Loaded on intent, when the page is
 * idle, or at once when storage holds a session (see coreNeededAtLoad).
 */
export function createShellCore(input: AppKitOptions, env: ShellEnvironment, boot: ShellBoot = createShellBoot(input, env)) {
  const { options, atoms, log } = boot
  const api = {
    blockchain: createApiClient({ baseUrl: options.blockchainApiUrl, query: sdkQuery(options.projectId) }),
    walletKit: createApiClient({ baseUrl: options.walletApiUrl, query: sdkQuery(options.projectId) }),
  }
  // Lists from the network keep their valid items; what they left out goes to the log, not the UI.
  reportDroppedItemsTo(({ list, dropped, overCap, firstIssue }) => log.warn(`${list}: ${dropped} invalid item(s) dropped, ${overCap} past the cap unread`, firstIssue ?? ''))
  const ctx: ShellContext = { ...boot, api }
  const features = resolveFeatures(options.features ?? {})
  const modal = createModalActions(ctx)
  const toast = createToastActions(ctx)
  const connection = createConnectionActions(ctx, modal)

  // Email and social login: the embedded wallet, its code loaded on first use (restorer registered now).
  const embeddedWallet = features.email || (features.socials !== false && features.socials.length > 0) ? registerEmbeddedWallet(ctx, { modal, connection, toast: toast.toast }) : undefined

  /**
   * The catalogue, plugins, WalletConnect pairing and sign-in: their own chunk, because nothing of
   * them acts before the first intent, a stored WalletConnect session or a sign-in check. Loaded
   * once; a failed load (offline) is tried again on the next call.
   */
  const loadIntentActions: () => Promise<IntentActions> = sharedLoad(() =>
    Promise.all([import(/* webpackChunkName: "intent" */ './intentActions'), ctx.i18n.load()]).then(([{ createIntentActions }, messages]) =>
      createIntentActions(ctx, {
        features,
        modal,
        toast,
        connection,
        messages,
        ...(embeddedWallet ? { auth: embeddedWallet.auth } : {}),
        ...(env.pluginLoader ? { pluginLoader: env.pluginLoader } : {}),
        ...(env.pluginFetch ? { pluginFetch: env.pluginFetch } : {}),
        ...(env.bundledPlugins ? { bundledPlugins: env.bundledPlugins } : {}),
      }),
    ),
  )
  const whenIntentActions = (what: string, run: (actions: IntentActions) => unknown) =>
    void loadIntentActions()
      .then(run)
      .catch((error: unknown) => ctx.log.error(`${what} failed to load:`, getErrorMessage(error)))

  // Register their restorers now: restore() runs right after the core is built.
  const namespaces = createNamespaceConnections(ctx, connection)
  registerWalletConnectRestore(ctx, connection, async () => (await loadIntentActions()).loadWalletConnect())
  // A dapp's wagmi config follows Portico's eip155 connection. The sync and @wagmi/core load in
  // their own chunk (the adapter imports it), and only when the dapp passed a wagmi adapter.
  const wagmiAdapter = options.adapters?.find(isWagmiAdapter)
  if (wagmiAdapter) {
    wagmiAdapter
      .loadSync()
      .then((syncWagmiAdapters) => syncWagmiAdapters(ctx))
      .catch((error: unknown) => ctx.log.warn('wagmi adapter:', getErrorMessage(error)))
  }
  const analytics = createAnalytics(ctx, features.analytics)

  // createAppKit has checked it (a bad `siwx` option throws there).
  const siwxEnabled = Boolean(readSiwxOption(options.siwx))
  // A new account or network on a connection needs its own sign-in session.
  let signedFor: string | undefined
  const checkSignIn = () => {
    if (!siwxEnabled) return
    const { status, caipAddress } = ctx.store.get(atoms.account)
    const key = status === 'connected' ? caipAddress : undefined
    if (key === signedFor) return
    signedFor = key
    if (!key) return
    loadIntentActions()
      .then(({ loadSiwx }) => loadSiwx())
      .then((siwx) => siwx?.check())
      .catch((error: unknown) => {
        // Offline: the next account change or intent checks again.
        if (signedFor === key) signedFor = undefined
        ctx.log.error('sign-in failed to load:', getErrorMessage(error))
      })
  }
  ctx.store.sub(atoms.account, checkSignIn)

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
    api,
    modal,
    toast,
    connection,
    namespaces,
    /** The embedded wallet (email, socials), when on: its AuthHost and the approval frame's placement. */
    embeddedWallet,
    /** The catalogue, plugins, WalletConnect pairing and sign-in (see loadModalCore). */
    loadIntentActions,
    /** A connection's EIP-1193 (or namespace) provider, for getWalletProvider. */
    walletProviderOf,
    /**
     * The first hover, focus, click or open(): only now do wallets get asked to announce and the
     * catalogue and analytics load. Page load pays for nothing of this. Plugins are described with
     * `describePlugins`.
     */
    intent() {
      intentForView()
      intentAfterView()
    },
    /** A click without a hover runs this before the view paints, and `intentAfterView` once it has. */
    intentForView,
    intentAfterView,
    /** Reads the enabled plugins' descriptions (once); their code loads where they show. */
    describePlugins() {
      whenIntentActions('plugins', ({ plugins }) => plugins.describe())
    },
  }
}

export type ShellCore = ReturnType<typeof createShellCore>
