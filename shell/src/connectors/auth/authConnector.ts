import { CONNECTOR_IDS, isEmbeddedWalletMethod, isSafeRpcMethod, ThrownMessages, type CaipNetwork, type ChainNamespace, type Connector, type ConnectorEvent } from '@portico/contracts'
import { type FrameUser } from '@portico/frame-protocol'
import { authAccountRecords } from './authAccountRecords'
import { requestedSwitchNetwork } from './requestedSwitchNetwork'
import { assertSendCalls } from './sendCalls'
import { connectionChainId, frameChainIdOf } from './frameChainId'

/** What one namespace's auth connector needs of the embedded wallet (see createEmbeddedWallet). */
export interface AuthConnectorSession {
  /** The network the frame is asked for on this namespace. */
  networkFor: (namespace: ChainNamespace) => CaipNetwork | undefined
  networks: () => readonly CaipNetwork[]
  getUser: (network: CaipNetwork | undefined) => Promise<FrameUser>
  isConnected: () => Promise<boolean>
  switchNetwork: (network: CaipNetwork) => Promise<void>
  /** A request a dapp asks to switch chains with (wallet_switchEthereumChain): the shell's own switch. */
  switchTo: (network: CaipNetwork) => Promise<void>
  signOut: () => Promise<void>
  /** A safe method, run in the frame without approval. */
  rpc: (method: string, params: unknown, network: CaipNetwork | undefined) => Promise<unknown>
  /** An unsafe method: ApproveTransaction, the frame's own approval UI, then the answer. */
  approve: (method: string, params: unknown, network: CaipNetwork | undefined) => Promise<unknown>
  /** A method off the allow-list: the modal shows 'Action not allowed'. */
  refuse: (method: string) => void
}

const hex = (value: number) => `0x${value.toString(16)}`

/**
 * The embedded wallet as a connector of one namespace (eip155 or solana), id ID_AUTH, type AUTH.
 * Both namespaces' connectors share the id, so a disconnect of one ends the other (SPEC section 4).
 * Requests follow SPEC section 6: account and chain queries are answered here, safe methods run
 * in the frame, unsafe ones need the frame's approval, anything else is refused.
 */
export function createAuthConnector(namespace: ChainNamespace, session: AuthConnectorSession): Connector {
  let address: string | undefined
  let chainId: number | string | undefined
  let user: FrameUser | undefined
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const emit = (event: ConnectorEvent) => {
    for (const listener of listeners) listener(event)
  }
  const currentNetwork = () => session.networkFor(namespace)

  const readUser = async () => {
    user = await session.getUser(currentNetwork())
    address = user.address
    chainId = connectionChainId(user.chainId)
    return user
  }

  const switchChainRequest = async (params: unknown) => {
    await session.switchTo(requestedSwitchNetwork(params, session.networks()))
    return null
  }

  return {
    id: CONNECTOR_IDS.AUTH,
    name: 'Email wallet',
    type: 'AUTH',
    chain: namespace,
    async connect() {
      const connected = await readUser()
      return { accounts: [connected.address], chainId: connectionChainId(connected.chainId) }
    },
    accountRecords: () => authAccountRecords(namespace, user),
    async getAccounts() {
      if (!(await session.isConnected())) return []
      const user = await readUser()
      return [user.address]
    },
    async getChainId() {
      if (chainId === undefined) await readUser()
      return chainId ?? 0
    },
    async switchNetwork(network) {
      await session.switchNetwork(network)
      chainId = connectionChainId(frameChainIdOf(network))
      emit({ type: 'chainChanged', chainId })
    },
    async disconnect() {
      await session.signOut()
      address = undefined
    },
    async request({ method, params }) {
      if (!isEmbeddedWalletMethod(method)) {
        session.refuse(method)
        throw Object.assign(new Error(ThrownMessages.RPC_CALL_NOT_ALLOWED), { code: 4200 })
      }
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return address ? [address] : []
        case 'solana_requestAccounts':
          return address ? [{ publicKey: address }] : []
        case 'eth_chainId':
          return hex(Number(chainId ?? currentNetwork()?.id ?? 1))
        case 'net_version':
          return String(chainId ?? currentNetwork()?.id ?? 1)
        case 'wallet_switchEthereumChain':
          return switchChainRequest(params)
      }
      if (method === 'wallet_sendCalls') assertSendCalls(params)
      return isSafeRpcMethod(method) ? session.rpc(method, params, currentNetwork()) : session.approve(method, params, currentNetwork())
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
