import { CONTRACT_VERSION, type AuthHost, type PluginDescription, type PluginHost, type ResolvedFeatures } from '@portico/contracts'
import { createCatalogue, type Catalogue } from '../catalogue/createCatalogue'
import type { ConnectionActions } from '../connection/connectionActions'
import type { WalletConnectActions } from '../connection/walletConnectActions'
import { createAccountHost } from '../plugins/accountHost'
import { uiKit } from '../ui/uiKit'
import { createWalletRequest } from '../rpc/createWalletRequest'
import type { FetchPluginJson } from '../plugins/fetchPluginJson'
import type { RemoteModuleLoader } from '../plugins/loadPlugin'
import { createPluginManager, type PluginManager } from '../plugins/pluginManager'
import { readSiwxOption } from '../siwx/readSiwxOption'
import type { SiwxActions, SiwxDependencies } from '../siwx/siwxActions'
import { sharedLoad } from '../utils/sharedLoad'
import type { ModalActions } from './modalActions'
import type { ShellContext } from './shellContext'
import type { ToastActions } from './toastActions'
import type { ShellI18nHost } from '../i18n/i18nChunk'
import type { LoadBundledPlugins } from '../plugins/bundledPlugins'

export interface IntentDependencies {
  features: ResolvedFeatures
  modal: ModalActions
  toast: ToastActions
  connection: ConnectionActions
  /** The i18n host (in this chunk too, loaded with it). */
  messages: ShellI18nHost
  /** The embedded wallet's actions, lent to the plugins whose description asks for them. */
  auth?: AuthHost
  /** Replaces the Module Federation runtime (tests). */
  pluginLoader?: RemoteModuleLoader
  /** Replaces the fetch of plugin descriptions (tests). */
  pluginFetch?: FetchPluginJson
  /** Replaces the plugins installed with the shell (tests). */
  bundledPlugins?: LoadBundledPlugins
}

/** The shell's actions that only act after the user's first intent. */
export interface IntentActions {
  /** The i18n host: the modal's views and the plugins bind their catalogues to it. */
  messages: ShellI18nHost
  /** Sign-in's actions, in a chunk of their own; undefined when the dapp set no `siwx`. */
  loadSiwx: () => Promise<SiwxActions | undefined>
  /** The active connection's wallet request, as plugins get it: the shell's Tokens tab asks the wallet for its assets. */
  walletRpc: PluginHost['rpc']
  catalogue: Catalogue
  /** WalletConnect pairing, in a chunk of its own: most visitors open the modal and never pair. */
  loadWalletConnect: () => Promise<WalletConnectActions>
  plugins: PluginManager
}

/**
 * The shell's actions that only act after the user's first intent: the wallet catalogue, the
 * plugins, and the loaders of WalletConnect pairing and of sign-in. They are in the "intent" chunk
 * with the modal, which createShellCore loads on the first intent, for a stored WalletConnect
 * session or for a sign-in check; the modal renders with them (see loadModalCore).
 */
export function createIntentActions(ctx: ShellContext, deps: IntentDependencies): IntentActions {
  const { modal, toast, connection } = deps
  const request = createWalletRequest(ctx, connection)

  const host: PluginHost = {
    contractVersion: CONTRACT_VERSION,
    store: ctx.store,
    atoms: { route: ctx.atoms.route, account: ctx.atoms.account, network: ctx.atoms.network, networks: ctx.atoms.networks },
    router: { push: modal.push, replace: modal.replace, goBack: modal.goBack, reset: modal.reset },
    notify: { toast: toast.toast },
    rpc: { request },
    api: ctx.api,
    options: Object.freeze({ projectId: ctx.options.projectId ?? '', themeMode: ctx.options.themeMode, own: Object.freeze({}) }),
    log: ctx.log,
    i18n: { locale: deps.messages.locale, translator: deps.messages.translator },
    ui: uiKit,
  }
  const accountHost = createAccountHost(ctx)
  // Each plugin gets the options its description names and the capabilities it asks for, no more.
  const given: Readonly<Record<string, unknown>> = ctx.options
  const hostFor = (description: PluginDescription): PluginHost => {
    const own = Object.freeze(Object.fromEntries((description.options ?? []).flatMap((name) => (given[name] === undefined ? [] : [[name, given[name]]]))))
    const auth = deps.auth && description.capabilities?.includes('embeddedWallet') ? { auth: deps.auth } : {}
    const account = description.capabilities?.includes('accountProfile') ? { account: accountHost } : {}
    return { ...host, options: Object.freeze({ ...host.options, own }), ...auth, ...account }
  }

  return {
    messages: deps.messages,
    loadSiwx: lazySiwx(ctx, { modal, connection, toast, request }),
    walletRpc: host.rpc,
    catalogue: createCatalogue(ctx),
    loadWalletConnect: lazyWalletConnect(ctx, connection),
    plugins: createPluginManager({
      ctx,
      features: deps.features,
      hostFor,
      ...(deps.pluginLoader ? { loader: deps.pluginLoader } : {}),
      ...(deps.pluginFetch ? { fetchJson: deps.pluginFetch } : {}),
      ...(deps.bundledPlugins ? { bundledPlugins: deps.bundledPlugins } : {}),
    }),
  }
}

/** The WalletConnect actions, created on the first call; every caller shares them. */
function lazyWalletConnect(ctx: ShellContext, connection: ConnectionActions): () => Promise<WalletConnectActions> {
  return sharedLoad(() =>
    import(/* webpackChunkName: "walletconnect-actions" */ '../connection/walletConnectActions').then(({ createWalletConnectActions }) =>
      createWalletConnectActions(ctx, { connection }),
    ),
  )
}

/** Sign-in's actions, created on the first call for a dapp that set `siwx`; every caller shares them. */
function lazySiwx(ctx: ShellContext, deps: SiwxDependencies): () => Promise<SiwxActions | undefined> {
  if (!readSiwxOption(ctx.options.siwx)) return () => Promise.resolve(undefined)
  return sharedLoad(() =>
    import(/* webpackChunkName: "siwx" */ '../siwx/siwxActions').then(({ createSiwxActions }) => {
      const siwx = createSiwxActions(ctx, deps)
      // The sign-in view opens only through these actions, so its close guard need not exist before.
      deps.modal.addCloseGuard(siwx.blocksClose)
      return siwx
    }),
  )
}
