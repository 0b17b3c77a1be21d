import { AUTH_CONNECTOR_NAMESPACES, AlertByReason, FRAME_SDK_VERSION, getErrorMessage, UserMessages, type CaipNetwork, type ChainNamespace, type Connector, type PreferredAccountType, type SocialProvider } from '@portico/contracts'
import { FRAME_USER_STEP, frameProviderAlert, toFrameCaipNetworkId, type FrameThemeVariables, type FrameUser } from '@portico/frame-protocol'
import type { PrimitiveAtom } from 'jotai/vanilla'
import type { ConnectionActions } from '../../connection/connectionActions'
import type { ModalActions } from '../../core/modalActions'
import type { ShellContext } from '../../core/shellContext'
import { createAuthConnector } from './authConnector'
import { createAuthStorage } from './authStorage'
import { createEmailSteps } from './emailSteps'
import { createFrameApproval } from './frameApproval'
import type { FrameCall } from './frameCall'
import { createFrameChannel, type FrameChannel } from './frameChannel'
import { createFrameUserStep } from './frameUserStep'
import { FrameReplyError, FrameTimeoutError, FrameUnavailableError } from './frameErrors'
import { setPreferredAccountType } from './preferredAccountType'
import { rpcRequestPayload } from './rpcRequestPayload'
import { createSocialSteps } from './socialSteps'

export interface EmbeddedWalletDependencies {
  modal: ModalActions
  connection: Pick<ConnectionActions, 'connectWith' | 'refreshBalance' | 'switchNetwork'>
  toast: (message: string, variant: 'error') => void
  /** The email the plugins read (AuthHost.email); it exists before this chunk loads. */
  email: PrimitiveAtom<string | undefined>
  /** The social username the Account view shows (SPEC section 3). */
  socialUsername: PrimitiveAtom<string | undefined>
  socialProvider: PrimitiveAtom<SocialProvider | undefined>
}

// SPEC section 8: a refused method's message shows 300 ms after the modal opens.
const NOT_ALLOWED_DELAY_MS = 300

const isAuthNamespace = (namespace: string | undefined): namespace is ChainNamespace =>
  (AUTH_CONNECTOR_NAMESPACES as readonly string[]).includes(namespace ?? '')

/**
 * The embedded wallet on the page's side: the secure frame (added on first use), one auth
 * connector per namespace (eip155, solana), the approval of unsafe requests, and the email and
 * social steps (emailSteps, socialSteps) that end in a connection.
 * The keys stay in the frame; this only passes messages (docs/frame-protocol.md).
 */
export function createEmbeddedWallet(ctx: ShellContext, deps: EmbeddedWalletDependencies) {
  const { store, atoms, options, log } = ctx
  const storage = createAuthStorage(ctx.localStorage)
  store.set(deps.email, storage.read().email)
  store.set(deps.socialUsername, storage.read().socialUsername)
  store.set(deps.socialProvider, storage.read().socialProvider)
  let channel: FrameChannel | undefined
  let lastUser: FrameUser | undefined

  const networks = () => store.get(atoms.networks)
  const networkFor = (namespace: ChainNamespace): CaipNetwork | undefined => {
    const active = store.get(atoms.network)
    return active?.chainNamespace === namespace ? active : networks().find((n) => n.chainNamespace === namespace)
  }

  const syncTheme = () => {
    const variables = Object.fromEntries(Object.entries(store.get(atoms.themeVariables)).filter(([name]) => name.startsWith('--w3m-'))) as FrameThemeVariables
    void channel?.request('SYNC_THEME', { themeMode: store.get(atoms.themeMode), themeVariables: variables }).catch((error: unknown) => log.debug('theme sync:', getErrorMessage(error)))
  }

  const showUserStep = createFrameUserStep(ctx, deps.modal)

  /** The frame, added now if it is not there; a frame that failed to load is replaced. */
  const frame = (): FrameChannel => {
    if (channel) return channel
    const win = ctx.window
    if (!win) throw new FrameUnavailableError()
    const active = store.get(atoms.network)
    const chainId = isAuthNamespace(active?.chainNamespace) && active ? active.caipNetworkId : (storage.read().lastChainId as `${string}:${string}` | undefined) ?? 'eip155:1'
    const created = createFrameChannel({
      window: win,
      secureSiteUrl: options.secureSiteUrl,
      projectId: options.projectId ?? '',
      chainId,
      rpcUrl: (networks().find((network) => network.caipNetworkId === chainId) ?? networks()[0])?.rpcUrls.default.http[0] ?? options.blockchainApiUrl,
      enableLogger: options.debug,
      log,
      timeoutMs: options.secureSiteTimeoutMs,
    })
    channel = created
    created.onEvent((event) => {
      if (event.type === FRAME_USER_STEP) showUserStep(event.payload.shown)
    })
    created.ready.then(
      () => {
        syncTheme()
        void created
          .request('SYNC_DAPP_DATA', {
            ...(options.metadata ? { metadata: options.metadata } : {}),
            sdkVersion: `html-portico-${FRAME_SDK_VERSION}`,
            sdkType: 'appkit',
            projectId: options.projectId ?? '',
          })
          .catch((error: unknown) => log.debug('dapp data sync:', getErrorMessage(error)))
      },
      () => {
        // SPEC section 8: an embedded wallet that does not load is an app configuration alert.
        store.set(atoms.alert, AlertByReason.SOCIALS_TIMEOUT)
        created.destroy()
        if (channel === created) channel = undefined
      },
    )
    return created
  }
  store.sub(atoms.themeMode, syncTheme)
  store.sub(atoms.themeVariables, syncTheme)

  /** Runs a frame call, raising the alert SPEC section 8 names for a timeout or a provider error. */
  const call: FrameCall = async (run) => {
    try {
      return await run(frame())
    } catch (error) {
      if (error instanceof FrameTimeoutError) store.set(atoms.alert, AlertByReason.SOCIALS_TIMEOUT)
      else if (error instanceof FrameReplyError) {
        const alert = frameProviderAlert(error.message)
        if (alert) store.set(atoms.alert, alert)
      }
      throw error
    }
  }

  const approval = createFrameApproval(ctx, { modal: deps.modal, refreshBalance: deps.connection.refreshBalance, frame: () => frame() })

  const connectors = new Map<ChainNamespace, Connector>()
  const connectorFor = (namespace: ChainNamespace): Connector => {
    let connector = connectors.get(namespace)
    if (!connector) {
      connector = createAuthConnector(namespace, {
        networkFor,
        networks,
        getUser: async (network) => {
          const user = await call((f) => f.request('GET_USER', network ? { chainId: network.caipNetworkId } : {}))
          lastUser = user
          storage.update({ lastChainId: toFrameCaipNetworkId(user.chainId), ...(user.email ? { email: user.email } : {}) })
          if (user.email) store.set(deps.email, user.email)
          return user
        },
        isConnected: async () => {
          const { isConnected } = await call((f) => f.request('IS_CONNECTED', undefined))
          // SPEC section 4: a failed connection check clears what the session kept.
          if (!isConnected) {
            storage.clearSession()
            store.set(deps.email, undefined)
            store.set(deps.socialUsername, undefined)
            store.set(deps.socialProvider, undefined)
          }
          return isConnected
        },
        switchNetwork: async (network) => {
          await call((f) => f.request('SWITCH_NETWORK', { chainId: network.caipNetworkId }))
          storage.update({ lastChainId: network.caipNetworkId })
        },
        switchTo: (network) => deps.connection.switchNetwork(network),
        signOut: async () => {
          try {
            await call((f) => f.request('SIGN_OUT', undefined))
          } finally {
            storage.clearSession()
            store.set(deps.email, undefined)
            store.set(deps.socialUsername, undefined)
            store.set(deps.socialProvider, undefined)
          }
        },
        rpc: (method, params, network) => call((f) => f.request('RPC_REQUEST', rpcRequestPayload(method, params, namespace, network))),
        approve: (method, params, network) => approval.approve(rpcRequestPayload(method, params, namespace, network)),
        refuse: () => {
          if (!store.get(atoms.modal).open) deps.modal.open()
          setTimeout(() => deps.toast(UserMessages.ACTION_NOT_ALLOWED, 'error'), NOT_ALLOWED_DELAY_MS)
        },
      })
      connectors.set(namespace, connector)
    }
    return connector
  }

  /**
   * Connects the namespace of the active network (eip155 when it is not one the embedded wallet
   * has), once the frame holds a session (a code, a social or Farcaster sign-in).
   */
  const connect = async () => {
    const active = store.get(atoms.network)?.chainNamespace
    const namespace: ChainNamespace = isAuthNamespace(active) ? active : 'eip155'
    await deps.connection.connectWith(namespace, async () => connectorFor(namespace))
    const error = store.get(atoms.connectError)
    if (error) throw new Error(error)
    void setPreferredAccountType({ call, storage, log, defaultAccountTypes: options.defaultAccountTypes }, namespace).then((type) =>
      showAccountType(type, lastUser?.smartAccountDeployed ?? false),
    )
  }

  /** SPEC section 3 account state: the type in use and whether the smart account is deployed. */
  const showAccountType = (preferredAccountType: PreferredAccountType, smartAccountDeployed: boolean) =>
    store.set(atoms.account, (account) => (account.status === 'connected' ? { ...account, preferredAccountType, smartAccountDeployed } : account))

  /** Account settings: switch the embedded wallet's type (SET_PREFERRED_ACCOUNT, then INIT_SMART_ACCOUNT for a smart account). */
  const switchAccountType = async (type: PreferredAccountType) => {
    await call((f) => f.request('SET_PREFERRED_ACCOUNT', { type }))
    const deployed = type === 'smartAccount' ? (await call((f) => f.request('INIT_SMART_ACCOUNT', undefined))).isDeployed : (lastUser?.smartAccountDeployed ?? false)
    showAccountType(type, deployed)
  }

  // SPEC section 4 network switch: the same user on the other namespace, from the frame.
  store.sub(atoms.network, () => {
    const network = store.get(atoms.network)
    const namespace = network?.chainNamespace
    const connections = store.get(atoms.connections)
    const hasAuth = Object.values(connections).some((c) => c?.connector.type === 'AUTH')
    if (!hasAuth || !isAuthNamespace(namespace) || connections[namespace]) return
    void deps.connection.connectWith(namespace, async () => connectorFor(namespace))
  })

  const email = createEmailSteps({ store, call, storage, email: deps.email, connect })
  const social = createSocialSteps({
    ctx,
    call,
    storage,
    socialUsername: deps.socialUsername,
    socialProvider: deps.socialProvider,
    frameOrigin: () => frame().origin,
    authNetwork: () => {
      const network = store.get(atoms.network)
      return network && isAuthNamespace(network.chainNamespace) ? network : undefined
    },
    connect,
  })

  return {
    ...email,
    ...social,
    /** Adds the frame and waits for it to be ready. */
    prepare: async () => {
      await frame().ready
    },
    /** A stored session's connector for `namespace` (the restore checks it with getAccounts). */
    restore: (namespace: ChainNamespace): Connector | undefined => (isAuthNamespace(namespace) ? connectorFor(namespace) : undefined),
    switchAccountType,
    /** ApproveTransaction's place on screen: the frame shows its approval UI there. */
    showFrameAt: (rect: DOMRect | undefined) => channel?.showAt(rect),
  }
}

export type EmbeddedWallet = ReturnType<typeof createEmbeddedWallet>
