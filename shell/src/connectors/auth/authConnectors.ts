import { UserMessages, type CaipNetwork, type ChainNamespace, type Connector, type SocialProvider } from '@portico/contracts'
import { toFrameCaipNetworkId, type FrameRequestPayloadInput, type FrameUser } from '@portico/frame-protocol'
import type { PrimitiveAtom } from 'jotai/vanilla'
import type { ConnectionActions } from '../../connection/connectionActions'
import type { ModalActions } from '../../core/modalActions'
import type { ShellContext } from '../../core/shellContext'
import { createAuthConnector, type AuthConnectorSession } from './authConnector'
import type { AuthStorage } from './authStorage'
import type { FrameCall } from './frameCall'
import { rpcRequestPayload } from './rpcRequestPayload'

// SPEC section 8: a refused method's message shows 300 ms after the modal opens.
const NOT_ALLOWED_DELAY_MS = 300

/** The embedded wallet's connectors, one per namespace, sharing one frame session. */
export interface AuthConnectors {
  connectorFor: (namespace: ChainNamespace) => Connector
  /** The user the frame last reported (GET_USER), if any. */
  lastUser: () => FrameUser | undefined
}

export interface AuthConnectorsDependencies {
  call: FrameCall
  storage: AuthStorage
  /** An unsafe request: ApproveTransaction, then the frame's own approval (see createFrameApproval). */
  approve: (payload: FrameRequestPayloadInput<'RPC_REQUEST'>) => Promise<unknown>
  modal: Pick<ModalActions, 'open'>
  connection: Pick<ConnectionActions, 'switchNetwork'>
  toast: (message: string, variant: 'error') => void
  /** What the session keeps on the page: its email and social login. */
  session: { email: PrimitiveAtom<string | undefined>; socialUsername: PrimitiveAtom<string | undefined>; socialProvider: PrimitiveAtom<SocialProvider | undefined> }
}

/**
 * One auth connector per namespace over the frame: the user and chain it reports are kept (auth
 * storage, email atom), and a session the frame no longer holds (or a sign-out) is forgotten.
 * @example createAuthConnectors(ctx, deps).connectorFor('eip155').connect()
 */
export function createAuthConnectors(ctx: Pick<ShellContext, 'store' | 'atoms'>, deps: AuthConnectorsDependencies): AuthConnectors {
  const { store, atoms } = ctx
  const { call, storage, session } = deps
  let lastUser: FrameUser | undefined
  const connectors = new Map<ChainNamespace, Connector>()

  const forgetSession = () => {
    storage.clearSession()
    store.set(session.email, undefined)
    store.set(session.socialUsername, undefined)
    store.set(session.socialProvider, undefined)
  }
  const networks = () => store.get(atoms.networks)
  const networkFor = (namespace: ChainNamespace): CaipNetwork | undefined => {
    const active = store.get(atoms.network)
    return active?.chainNamespace === namespace ? active : networks().find((n) => n.chainNamespace === namespace)
  }

  const sessionOf = (namespace: ChainNamespace): AuthConnectorSession => ({
    networkFor,
    networks,
    getUser: async (network) => {
      const user = await call((f) => f.request('GET_USER', network ? { chainId: network.caipNetworkId } : {}))
      lastUser = user
      storage.update({ lastChainId: toFrameCaipNetworkId(user.chainId), ...(user.email ? { email: user.email } : {}) })
      if (user.email) store.set(session.email, user.email)
      return user
    },
    isConnected: async () => {
      const { isConnected } = await call((f) => f.request('IS_CONNECTED', undefined))
      // SPEC section 4: a failed connection check clears what the session kept.
      if (!isConnected) forgetSession()
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
        forgetSession()
      }
    },
    rpc: (method, params, network) => call((f) => f.request('RPC_REQUEST', rpcRequestPayload(method, params, namespace, network))),
    approve: (method, params, network) => deps.approve(rpcRequestPayload(method, params, namespace, network)),
    refuse: () => {
      if (!store.get(atoms.modal).open) deps.modal.open()
      setTimeout(() => deps.toast(UserMessages.ACTION_NOT_ALLOWED, 'error'), NOT_ALLOWED_DELAY_MS)
    },
  })

  return {
    connectorFor(namespace) {
      let connector = connectors.get(namespace)
      if (!connector) {
        connector = createAuthConnector(namespace, sessionOf(namespace))
        connectors.set(namespace, connector)
      }
      return connector
    },
    lastUser: () => lastUser,
  }
}
