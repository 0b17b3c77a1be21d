import { AlertMessages, ThrownMessages, type CaipNetwork, type ChainNamespace } from '@portico/contracts'
import type { GrantPermissionsResponse } from '@portico/contracts/sessions'
import { namespaceAccount } from './connection/namespaceAccount'
import { createNetworkList } from './connection/networkList'
import type { WalletProvider } from './connection/walletProvider'
import { setActiveAppKit } from './core/activeAppKit'
import { openTarget } from './core/openTarget'
import type { ShellCore, ShellEnvironment } from './core/createShellCore'
import { coreNeededAtLoad } from './core/coreNeededAtLoad'
import { markRestoring } from './connection/markRestoring'
import { createShellBoot } from './core/shellBoot'
import { attachShellParts } from './core/shellCoreOf'
import type { AppKit, AppKitNetworkState, AppKitState } from './appKit'
import { defineAppKitAccountButton } from './elements/appkitAccountButton'
import { defineAppKitButton } from './elements/appkitButton'
import { defineAppKitConnectButton } from './elements/appkitConnectButton'
import { defineAppKitNetworkButton } from './elements/appkitNetworkButton'
import { defineAppKitModal } from './elements/appkitModal'
import { defineAppKitWalletButton } from './elements/appkitWalletButton'
import { commandOffMessage, GRANT_NEEDS_EIP155_MESSAGE } from './plugins/pluginCommand'
import type { AppKitOptionsInput } from './options/appKitOptionsSchema'
import { checksAtCreation } from './options/checksAtCreation'
import { deferredOptionsCheck } from './options/deferredOptionsCheck'
import { readBootOptions } from './options/readBootOptions'
import type { ShellChecks } from './options/shellChecks'
import { browserStorage } from './persistence/browserStorage'
import { whenIdle } from './core/whenIdle'
import { sharedLoad } from './utils/sharedLoad'

/** The core's chunk (the browser's module cache makes a second call free). */
const loadCoreChunk = () => import(/* webpackChunkName: "core" */ './core/coreChunk')

/** Runs `task` after the next frame has painted (immediately where there is no window). */
function afterPaint(win: Window | undefined, task: () => void) {
  if (!win) return task()
  win.requestAnimationFrame(() => win.setTimeout(task, 0))
}


/**
 * Creates the modal and its controller. In the browser it also defines `<appkit-button>`,
 * `<appkit-network-button>`, `<appkit-modal>` and `<appkit-wallet-button>` (a stub whose code
 * loads when the element is used) and restores a stored session; on a server it only builds
 * state and touches no browser global. What the page holds before intent is the boot (options,
 * state, the buttons); the core (connections, restore, the embedded wallet) loads on intent, when
 * idle, or at once when storage holds a session.
 *
 * @example
 * const appKit = createAppKit({ projectId, networks: [networks.mainnet] })
 * await appKit.open()
 */
export type { AppKit, AppKitNetworkState, AppKitOpenOptions, AppKitState } from './appKit'

export function createAppKit(input: AppKitOptionsInput, env?: Partial<ShellEnvironment>): AppKit {
  // A development build throws on a bad option here; a production one checks them with the core.
  const checksNow = checksAtCreation()
  const options = checksNow ? checksNow.checkAppKitOptions(input) : readBootOptions(input)
  const win = env && 'window' in env ? env.window : typeof window === 'undefined' ? undefined : window
  const storage = env?.storage ?? browserStorage()
  const boot = createShellBoot(options, { window: win, storage })
  if (!options.projectId) {
    boot.log.warn(AlertMessages.PROJECT_ID_NOT_CONFIGURED)
    boot.store.set(boot.atoms.alert, AlertMessages.PROJECT_ID_NOT_CONFIGURED)
  }
  if (boot.storedSession) markRestoring(boot, boot.storedSession)

  const checkOnCoreLoad = deferredOptionsCheck(input, boot.log)
  let core: ShellCore | undefined
  /** The core's chunk, and the core made from it over this boot (once). */
  const loadCore = sharedLoad(() =>
    loadCoreChunk().then(({ createShellCore, shellChecks }) => {
      if (!checksNow) checkOnCoreLoad(shellChecks.checkAppKitOptions)
      core ??= createShellCore(
        options,
        { window: win, storage, ...(env?.pluginLoader ? { pluginLoader: env.pluginLoader } : {}), ...(env?.pluginFetch ? { pluginFetch: env.pluginFetch } : {}) },
        boot,
      )
      return core
    }),
  )
  // The modal's code, the core and its intent actions, with the current locale's messages (see
  // loadModalCode, in the core chunk). Nothing is mounted yet. Offline, the next open tries again.
  const loadModalCode = sharedLoad(() => Promise.all([loadCoreChunk(), loadCore()]).then(([{ loadModalCode: load }, shell]) => load(shell)))
  // The modal mounted on the page (once). Resolves with its `renderNow`, which shows a change to
  // its atoms at once.
  const loadModal = sharedLoad(() =>
    loadModalCode().then(({ modal, modalCore }) => {
      if (win && !options.enableEmbedded) {
        const host = win.document.createElement('portico-modal')
        win.document.body.append(host)
        modal.mountModal(modalCore, host, false)
      }
      return modal.renderNow
    }),
  )

  const { store, atoms } = boot
  const switchNetwork = async (network: CaipNetwork) => (await loadCore()).connection.switchNetwork(network)
  // What the dapp hands over later (a network to add) is checked as its options are.
  const withChecks = (use: (checks: ShellChecks) => void) => {
    if (checksNow) return use(checksNow)
    loadCoreChunk()
      .then(({ shellChecks }) => use(shellChecks))
      .catch((error: unknown) => boot.log.error(error instanceof Error ? error.message : error))
  }
  const networkList = createNetworkList(boot, { switchNetwork, withChecks })
  const state = (): AppKitState => ({
    open: store.get(atoms.modal).open,
    loading: store.get(atoms.modal).loading,
    selectedNetworkId: store.get(atoms.network)?.caipNetworkId,
    activeChain: store.get(atoms.network)?.chainNamespace,
    initialized: true,
  })
  const networkState = (): AppKitNetworkState => {
    const caipNetwork = store.get(atoms.network)
    return { caipNetwork, chainId: caipNetwork?.id, caipNetworkId: caipNetwork?.caipNetworkId }
  }
  const providers = () => {
    const connected: Partial<Record<ChainNamespace, WalletProvider>> = {}
    for (const [namespace, connection] of Object.entries(store.get(atoms.connections))) {
      // A connection exists only once the core has loaded.
      if (connection && core) connected[namespace as ChainNamespace] = core.walletProviderOf(connection.connector)
    }
    return connected
  }
  const loadModalLogged = () => loadModal().catch((error: unknown) => boot.log.error('modal failed to load:', error))
  /** Hover or focus: everything the modal will need, plugin descriptions included, starts loading now. */
  const prefetch = () => {
    void loadModalLogged()
    loadCore().then(
      (shell) => {
        shell.intent()
        shell.describePlugins()
      },
      (error: unknown) => boot.log.error('modal failed to load:', error),
    )
  }

  const appKit: AppKit = {
    async open(openOptions) {
      // A click without a hover first: the modal's own code is asked for first; the analytics
      // sender and plugin descriptions follow once the view has painted, so they do not compete with it.
      const [shell, renderNow] = await Promise.all([
        loadCore().then((shell) => {
          shell.intentForView()
          return shell
        }),
        loadModal(),
      ])
      const { view, arguments: viewArguments } = openTarget(openOptions, (namespace) => store.get(atoms.connectionStatus)[namespace] === 'connected')
      renderNow(() => {
        shell.modal.open(view, viewArguments)
        store.set(atoms.modal, (m) => ({ ...m, loading: false }))
      })
      afterPaint(win, () => {
        shell.intentAfterView()
        shell.describePlugins()
      })
    },
    async close() {
      // Without a core the modal cannot have opened; one under way is awaited.
      const loading = loadCore.current()
      if (loading) (await loading).modal.close()
    },
    disconnect: async (namespace) => (await loadCore()).connection.disconnect(namespace),
    switchNetwork: (network) => {
      // Plain JS callers may pass nothing.
      if (!network) return Promise.reject(new Error(ThrownMessages.CAIP_NETWORK_UNDEFINED))
      return switchNetwork(network)
    },
    addNetwork: (namespace, network) => networkList.addNetwork(namespace, network),
    removeNetwork: (namespace, caipNetworkId) => networkList.removeNetwork(namespace, caipNetworkId),
    prefetch,
    getAddress: () => store.get(atoms.account).address,
    getCaipAddress: () => store.get(atoms.account).caipAddress,
    getIsConnected: () => store.get(atoms.account).status === 'connected',
    getAccount: (namespace) =>
      namespaceAccount(
        { account: store.get(atoms.account), activeNamespace: store.get(atoms.activeNamespace), connections: store.get(atoms.connections), connectionStatus: store.get(atoms.connectionStatus) },
        namespace,
      ),
    getWalletProvider: (namespace) => {
      const connection = store.get(atoms.connections)[namespace ?? store.get(atoms.activeNamespace) ?? 'eip155']
      return connection && core ? core.walletProviderOf(connection.connector) : undefined
    },
    subscribeWalletProvider: (listener) => {
      const a = store.sub(atoms.connections, listener)
      const b = store.sub(atoms.activeNamespace, listener)
      return () => {
        a()
        b()
      }
    },
    getCaipNetwork: () => store.get(atoms.network),
    getState: state,
    setThemeMode: (mode) => store.set(atoms.themeMode, mode),
    setThemeVariables: (variables) => store.set(atoms.themeVariables, (current) => ({ ...current, ...variables })),
    getThemeMode: () => store.get(atoms.themeMode),
    getThemeVariables: () => store.get(atoms.themeVariables),
    setLocale: (locale) => boot.i18n.setLocale(locale),
    getLocale: () => store.get(boot.i18n.locale),
    getWalletInfo: () => store.get(atoms.account).connectedWalletInfo,
    subscribeState: (listener) => {
      const a = store.sub(atoms.modal, () => listener(state()))
      const b = store.sub(atoms.network, () => listener(state()))
      return () => {
        a()
        b()
      }
    },
    subscribeAccount: (listener) => store.sub(atoms.account, () => listener(store.get(atoms.account))),
    subscribeNetwork: (listener) => store.sub(atoms.network, () => listener(networkState())),
    subscribeProviders: (listener) => store.sub(atoms.connections, () => listener(providers())),
    getIsConnectedState: () => store.get(atoms.account).status === 'connected',
    subscribeEvents: (listener) => boot.events.subscribe(listener),
    async grantPermissions(request) {
      const shell = await loadCore()
      const off = commandOffMessage('grantPermissions', shell.features)
      if (off) throw new Error(off)
      if (store.get(atoms.account).status !== 'connected' || store.get(atoms.activeNamespace) !== 'eip155') throw new Error(GRANT_NEEDS_EIP155_MESSAGE)
      const { plugins } = await shell.loadIntentActions()
      return (await plugins.command('grantPermissions', request)) as GrantPermissionsResponse
    },
    // A returning visitor's session restores as the page loads; nobody's costs no core.
    ready: coreNeededAtLoad(boot) ? loadCore().then((shell) => shell.connection.restore()) : Promise.resolve(),
  }
  attachShellParts(appKit, { boot, loadCore, loadedCore: () => core })

  if (win) {
    // Whatever opens the modal (a wallet on an unsupported chain, a plugin) brings its code.
    store.sub(atoms.modal, () => {
      if (store.get(atoms.modal).open) void loadModal()
    })
    setActiveAppKit(appKit)
    defineAppKitButton(win.customElements)
    defineAppKitNetworkButton(win.customElements)
    defineAppKitAccountButton(win.customElements)
    defineAppKitConnectButton(win.customElements)
    defineAppKitModal(win.customElements, loadModalCode)
    defineAppKitWalletButton(win.customElements)
    // Once the page is idle, the modal's code and the core load (nothing mounts, nothing is
    // asked of a backend): a scripted open() then waits for no download.
    whenIdle(win, () => void loadModalCode().catch((error: unknown) => boot.log.info('modal preload failed (it loads on intent):', error)))
  }
  return appKit
}
