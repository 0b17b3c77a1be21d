import {
  AUTH_CONNECTOR_NAMESPACES,
  AlertByReason,
  DEFAULT_ACCOUNT_TYPES,
  FRAME_SDK_VERSION,
  FRAME_TIMEOUT_MS,
  frameProviderAlert,
  getErrorMessage,
  UserMessages,
  type AuthHost,
  type CaipNetwork,
  type ChainNamespace,
  type Connector,
  type FrameThemeVariables,
  type PreferredAccountType,
  SOCIAL_LOGIN_CANCELLED,
  socialResultError,
  type FrameSocialProvider,
} from '@portico/contracts'
import type { PrimitiveAtom } from 'jotai/vanilla'
import type { ConnectionActions } from '../../connection/connectionActions'
import type { ModalActions } from '../../core/modalActions'
import type { ShellContext } from '../../core/shellContext'
import { createAuthConnector } from './authConnector'
import { createAuthStorage } from './authStorage'
import { assertEmailCooldownOver } from './emailCooldown'
import { createFrameChannel, type FrameChannel, type FrameRequestOptions } from './frameChannel'
import { FrameReplyError, FrameTimeoutError, FrameUnavailableError } from './frameErrors'
import { createFrameApproval } from './frameApproval'
import { waitForSocialResult } from './socialResultListener'

export interface EmbeddedWalletDependencies {
  modal: ModalActions
  connection: Pick<ConnectionActions, 'connectWith' | 'refreshBalance' | 'switchNetwork'>
  toast: (message: string, variant: 'error') => void
  /** The email the plugins read (AuthHost.email); it exists before this chunk loads. */
  email: PrimitiveAtom<string | undefined>
  /** The social username the Account view shows (SPEC section 3). */
  socialUsername: PrimitiveAtom<string | undefined>
}

// SPEC section 8: these wait at most 30 s, then the socials-timeout alert shows.
const CONNECT_TIMEOUT: FrameRequestOptions = { timeoutMs: FRAME_TIMEOUT_MS }
// SPEC section 8: a refused method's message shows 300 ms after the modal opens.
const NOT_ALLOWED_DELAY_MS = 300

const SOCIAL_WINDOW_BLOCKED = 'The sign-in window could not open: allow pop-ups for this site and try again'

const isAuthNamespace = (namespace: string | undefined): namespace is ChainNamespace =>
  (AUTH_CONNECTOR_NAMESPACES as readonly string[]).includes(namespace ?? '')

/**
 * The embedded wallet on the page's side: the secure frame (added on first use), the email login
 * steps, one auth connector per namespace (eip155, solana) and the approval of unsafe requests.
 * The keys stay in the frame; this only passes messages (docs/frame-protocol.md).
 */
export function createEmbeddedWallet(ctx: ShellContext, deps: EmbeddedWalletDependencies) {
  const { store, atoms, options, log } = ctx
  const storage = createAuthStorage(ctx.localStorage)
  store.set(deps.email, storage.read().email)
  store.set(deps.socialUsername, storage.read().socialUsername)
  let channel: FrameChannel | undefined
  let email: string | undefined

  const networks = () => store.get(atoms.networks)
  const networkFor = (namespace: ChainNamespace): CaipNetwork | undefined => {
    const active = store.get(atoms.network)
    return active?.chainNamespace === namespace ? active : networks().find((n) => n.chainNamespace === namespace)
  }

  const syncTheme = () => {
    const variables = Object.fromEntries(Object.entries(store.get(atoms.themeVariables)).filter(([name]) => name.startsWith('--w3m-'))) as FrameThemeVariables
    void channel?.request('SYNC_THEME', { themeMode: store.get(atoms.themeMode), themeVariables: variables }).catch((error: unknown) => log.debug('theme sync:', getErrorMessage(error)))
  }

  /** The frame, added now if it is not there; a frame that failed to load is replaced. */
  const frame = (): FrameChannel => {
    if (channel) return channel
    const win = ctx.window
    if (!win) throw new FrameUnavailableError()
    const active = store.get(atoms.network)
    const created = createFrameChannel({
      window: win,
      secureSiteUrl: options.secureSiteUrl,
      projectId: options.projectId ?? '',
      chainId: isAuthNamespace(active?.chainNamespace) && active ? active.caipNetworkId : (storage.read().lastChainId as `${string}:${string}` | undefined) ?? 'eip155:1',
      enableLogger: options.debug,
      log,
      timeoutMs: options.secureSiteTimeoutMs,
    })
    channel = created
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
  const call = async <T>(run: (frame: FrameChannel) => Promise<T>): Promise<T> => {
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

  /**
   * SPEC section 4: the chain default (the dapp's `defaultAccountTypes` first) once per connection,
   * by whatever login; eoa when the frame refuses it.
   */
  const setPreferredAccountType = async (namespace: ChainNamespace) => {
    const chosen = options.defaultAccountTypes?.[namespace] ?? DEFAULT_ACCOUNT_TYPES[namespace]
    const preferred: PreferredAccountType = chosen === 'smartAccount' ? 'smartAccount' : 'eoa'
    if (namespace !== 'eip155') return
    try {
      await call((f) => f.request('SET_PREFERRED_ACCOUNT', { preferredAccountType: preferred }))
    } catch (error) {
      log.info(`preferred account type ${preferred} refused:`, getErrorMessage(error))
      if (preferred === 'smartAccount') await call((f) => f.request('SET_PREFERRED_ACCOUNT', { preferredAccountType: 'eoa' })).catch(() => undefined)
    }
    try {
      const { smartAccountEnabledNetworks } = await call((f) => f.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', undefined))
      storage.update({ smartAccountEnabledNetworks: smartAccountEnabledNetworks.join(',') })
    } catch {
      storage.update({ smartAccountEnabledNetworks: '' })
    }
  }

  const connectors = new Map<ChainNamespace, Connector>()
  const connectorFor = (namespace: ChainNamespace): Connector => {
    let connector = connectors.get(namespace)
    if (!connector) {
      connector = createAuthConnector(namespace, {
        networkFor,
        networks,
        getUser: async (network) => {
          const user = await call((f) => f.request('GET_USER', network ? { chainId: network.caipNetworkId } : {}))
          storage.update({ lastChainId: typeof user.chainId === 'number' ? `eip155:${user.chainId}` : user.chainId, ...(user.email ? { email: user.email } : {}) })
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
          }
        },
        rpc: (method, params, network) => call((f) => f.request('RPC_REQUEST', rpcPayload(method, params, network))),
        approve: (method, params, network) => approval.approve(rpcPayload(method, params, network)),
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
  const connect = async (by: 'email' | 'social' = 'email') => {
    const active = store.get(atoms.network)?.chainNamespace
    const namespace: ChainNamespace = isAuthNamespace(active) ? active : 'eip155'
    await deps.connection.connectWith(namespace, async () => connectorFor(namespace))
    const error = store.get(atoms.connectError)
    if (error) throw new Error(error)
    if (by === 'email') {
      storage.update({ emailLoginUsed: true, ...(email ? { email } : {}) })
      if (email) store.set(deps.email, email)
    }
    void setPreferredAccountType(namespace)
  }

  const rememberSocialUsername = (userName: string | null | undefined) => {
    storage.update({ socialUsername: userName ?? undefined })
    store.set(deps.socialUsername, userName ?? undefined)
  }

  /** The provider sent the user back (a popup's message, or Telegram's `result_uri`): the frame signs in with it. */
  const connectWithResultUri = async (resultUri: string) => {
    const providerError = socialResultError(resultUri)
    if (providerError) throw new Error(providerError)
    const network = store.get(atoms.network)
    const user = await call((f) =>
      f.request('CONNECT_SOCIAL', { uri: resultUri, ...(network && isAuthNamespace(network.chainNamespace) ? { chainId: network.caipNetworkId } : {}) }, CONNECT_TIMEOUT),
    )
    rememberSocialUsername(user.userName)
    await connect('social')
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

  const social = {
    /**
     * Social sign-in (SPEC sections 2 and 7): the frame gives the provider's page, which opens in
     * `popup` (opened by the click) or, without one in a Telegram web view, at top level.
     */
    async connectSocial(provider: FrameSocialProvider, popup: Window | null | undefined) {
      try {
        const { uri } = await call((f) => f.request('GET_SOCIAL_REDIRECT_URI', { provider }, CONNECT_TIMEOUT))
        const win = ctx.window
        if (!win) throw new FrameUnavailableError()
        if (popup === undefined) {
          // Telegram: the page leaves for the provider and comes back with `result_uri`.
          win.location.assign(uri)
          return await new Promise<never>(() => undefined)
        }
        if (popup === null) throw new Error(SOCIAL_WINDOW_BLOCKED)
        if (popup.closed) throw new Error(SOCIAL_LOGIN_CANCELLED)
        popup.location.href = uri
        const resultUri = await waitForSocialResult(win, popup, frame().origin)
        await connectWithResultUri(resultUri)
      } finally {
        if (popup && !popup.closed) popup.close()
      }
    },
    connectWithResultUri,
    async getFarcasterUri() {
      const { uri } = await call((f) => f.request('GET_FARCASTER_URI', undefined, CONNECT_TIMEOUT))
      return uri
    },
    async connectFarcaster() {
      // The user approves in their Farcaster app, which may take a while: no timeout here.
      const { userName } = await call((f) => f.request('CONNECT_FARCASTER', undefined))
      rememberSocialUsername(userName)
      await connect('social')
    },
  }

  const auth: Omit<AuthHost, 'email' | 'prepare' | 'connectSocial' | 'getFarcasterUri' | 'connectFarcaster'> = {
    async connectEmail(address) {
      assertEmailCooldownOver(storage.read().lastEmailLoginTime, Date.now())
      const result = await call((f) => f.request('CONNECT_EMAIL', { email: address }, CONNECT_TIMEOUT))
      storage.update({ lastEmailLoginTime: Date.now() })
      email = address
      return result
    },
    async connectDevice() {
      await call((f) => f.request('CONNECT_DEVICE', undefined, CONNECT_TIMEOUT))
    },
    async connectOtp(otp) {
      await call((f) => f.request('CONNECT_OTP', { otp }, CONNECT_TIMEOUT))
      await connect()
    },
    connect: () => connect('email'),
    updateEmail: (newEmail) => call((f) => f.request('UPDATE_EMAIL', { email: newEmail })),
    async updateEmailPrimaryOtp(otp) {
      await call((f) => f.request('UPDATE_EMAIL_PRIMARY_OTP', { otp }))
    },
    async updateEmailSecondaryOtp(otp) {
      const { newEmail } = await call((f) => f.request('UPDATE_EMAIL_SECONDARY_OTP', { otp }))
      storage.update({ email: newEmail })
      store.set(deps.email, newEmail)
    },
  }

  return {
    ...auth,
    ...social,
    /** Adds the frame and waits for it to be ready. */
    prepare: async () => {
      await frame().ready
    },
    /** A stored session's connector for `namespace` (the restore checks it with getAccounts). */
    restore: (namespace: ChainNamespace): Connector | undefined => (isAuthNamespace(namespace) ? connectorFor(namespace) : undefined),
    /** ApproveTransaction's place on screen: the frame shows its approval UI there. */
    showFrameAt: (rect: DOMRect | undefined) => channel?.showAt(rect),
  }
}

function rpcPayload(method: string, params: unknown, network: CaipNetwork | undefined) {
  return {
    method,
    ...(params === undefined ? {} : { params: params as never }),
    ...(network ? { chainId: network.caipNetworkId } : {}),
  }
}

export type EmbeddedWallet = ReturnType<typeof createEmbeddedWallet>
