import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod/mini'
import type { SandboxChain } from '../../../../secure-site/src/wallet/chains'
import { firstGrantableChain, firstGrantableSolanaChain, withChain } from '../sessionChains'
import { isSolanaRequest, readSessionRequest, type SessionRequest } from '../sessionRequest'
import { WALLETCONNECT_SOLANA_ADDRESS, WALLETCONNECT_SOLANA_CHAINS } from '../solanaKey'
import { runSolanaWalletRequest, SOLANA_WALLET_METHODS } from '../solanaWalletRequest'
import type { WalletPageConfig } from '../walletConfig'
import { WALLETCONNECT_WALLET_PRIVATE_KEY } from '../walletKey'
import { chainOf, runWalletRequest, WALLET_METHODS } from '../walletRequest'

export interface PendingProposal {
  id: number
  dappName: string
  dappUrl: string
  /** The eip155 chain the wallet would grant, or undefined when it has none the dapp asks for. */
  chain: SandboxChain | undefined
  /** The Solana chain (CAIP-2) the wallet would grant, or undefined when the dapp asks for none it has. */
  solanaChain: string | undefined
}

export interface PendingRequest {
  id: number
  topic: string
  dappName: string
  request: SessionRequest
}

export interface SessionView {
  topic: string
  dappName: string
  dappUrl: string
  chains: string[]
}

export interface WalletState {
  status: 'starting' | 'ready' | 'failed'
  address: string
  /** The wallet's Solana account (base58). */
  solanaAddress: string
  proposals: PendingProposal[]
  requests: PendingRequest[]
  sessions: SessionView[]
  /** What the wallet last did or failed to do, newest first (a few lines). */
  activity: string[]
  busy: boolean
}

const ACTIVITY_LINES = 8
const errorShape = z.object({ code: z.number(), message: z.string() })
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))
const SESSION_EVENTS = ['accountsChanged', 'chainChanged']

/**
 * The sandbox WalletConnect wallet: Reown WalletKit on the page's relay, signing with anvil's dev
 * key. It pairs from a pasted URI and holds every proposal and request until the user approves or
 * rejects it. The React page renders its state (`subscribe` / `getState`).
 */
export function createWalletController(config: WalletPageConfig) {
  const account = privateKeyToAccount(WALLETCONNECT_WALLET_PRIVATE_KEY)
  const chainIds = config.chains.map((chain) => chain.chainId)
  let state: WalletState = { status: 'starting', address: account.address, solanaAddress: WALLETCONNECT_SOLANA_ADDRESS, proposals: [], requests: [], sessions: [], activity: [], busy: false }
  const listeners = new Set<() => void>()
  const set = (next: Partial<WalletState>) => {
    state = { ...state, ...next }
    for (const listener of listeners) listener()
  }
  const note = (line: string) => set({ activity: [line, ...state.activity].slice(0, ACTIVITY_LINES) })
  const proposals = new Map<number, WalletKitTypes.SessionProposal>()
  let kit: Awaited<ReturnType<typeof WalletKit.init>> | undefined

  const refreshSessions = () => {
    if (!kit) return
    set({
      sessions: Object.values(kit.getActiveSessions()).map((session) => ({
        topic: session.topic,
        dappName: session.peer.metadata.name,
        dappUrl: session.peer.metadata.url,
        chains: Object.values(session.namespaces).flatMap((namespace) => namespace.chains ?? []),
      })),
    })
  }

  const respond = async (topic: string, id: number, outcome: { result: unknown } | { error: { code: number; message: string } }) => {
    await kit?.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', ...outcome } })
  }

  const onProposal = (proposal: WalletKitTypes.SessionProposal) => {
    proposals.set(proposal.id, proposal)
    const { metadata } = proposal.params.proposer
    const asked = [proposal.params.requiredNamespaces, proposal.params.optionalNamespaces]
    const chain = firstGrantableChain(asked, chainIds)
    const solanaChain = firstGrantableSolanaChain(asked, Object.keys(WALLETCONNECT_SOLANA_CHAINS))
    set({ proposals: [...state.proposals, { id: proposal.id, dappName: metadata.name, dappUrl: metadata.url, chain: chain ? chainOf(chain, config.chains) : undefined, solanaChain }] })
  }

  const onRequest = (event: WalletKitTypes.SessionRequest) => {
    const { topic, id, params } = event
    const dappName = kit?.getActiveSessions()[topic]?.peer.metadata.name ?? 'A dapp'
    try {
      const request = readSessionRequest(params.request.method, params.request.params, params.chainId, config.chains)
      set({ requests: [...state.requests, { id, topic, dappName, request }] })
    } catch (error) {
      // Unreadable or unsupported: answered at once, nothing to approve.
      const { code, message } = errorShape.safeParse(error).data ?? { code: -32602, message: messageOf(error) }
      note(`Refused ${params.request.method}: ${message}`)
      void respond(topic, id, { error: { code, message } })
    }
  }

  /** Runs an action with the buttons disabled; its failure is shown, never thrown at React. */
  const act = async (action: () => Promise<void>) => {
    if (state.busy) return
    set({ busy: true })
    try {
      await action()
    } catch (error) {
      note(`Failed: ${messageOf(error)}`)
    } finally {
      set({ busy: false })
      refreshSessions()
    }
  }

  const controller = {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    async start() {
      try {
        const core = new Core({ projectId: 'portico-sandbox-wallet', relayUrl: config.relayUrl, customStoragePrefix: 'portico-sandbox-wc-wallet', telemetryEnabled: false })
        // No Verify lookups (an empty origin: nothing vouched for the dapp, whose own URL the page
        // shows). Off-line, 2.25 would wait for ever on a dapp's attestation (verify.ts: the
        // public-key fetch never settles when it fails).
        core.verify.resolve = async () => ({ origin: '' })
        kit = await WalletKit.init({
          core,
          metadata: { name: 'Portico sandbox wallet', description: 'The sandbox WalletConnect wallet (anvil dev key)', url: window.location.origin, icons: [] },
        })
        kit.on('session_proposal', onProposal)
        kit.on('session_request', onRequest)
        kit.on('session_delete', () => {
          note('The dapp ended the session')
          refreshSessions()
        })
        kit.on('proposal_expire', ({ id }) => set({ proposals: state.proposals.filter((p) => p.id !== id) }))
        // Requests that came while the page was closed.
        for (const pending of kit.getPendingSessionRequests()) onRequest(pending)
        set({ status: 'ready' })
        refreshSessions()
      } catch (error) {
        set({ status: 'failed' })
        note(`Could not start: ${messageOf(error)}`)
      }
    },

    pair: (uri: string) =>
      act(async () => {
        if (!kit) return
        if (!uri.trim().startsWith('wc:')) throw new Error('a WalletConnect link starts with wc:')
        await kit.pair({ uri: uri.trim() })
        note('Paired: waiting for the dapp’s connection request')
      }),

    approveProposal: (id: number) =>
      act(async () => {
        const proposal = proposals.get(id)
        const pending = state.proposals.find((p) => p.id === id)
        if (!kit || !proposal || !pending) return
        set({ proposals: state.proposals.filter((p) => p.id !== id) })
        proposals.delete(id)
        if (!pending.chain && !pending.solanaChain) {
          await kit.rejectSession({ id, reason: getSdkError('UNSUPPORTED_CHAINS') })
          throw new Error('the dapp asks for no chain this wallet has')
        }
        // One chain per namespace the dapp asks for and the wallet has, with its account there.
        const eip155 = pending.chain ? `eip155:${pending.chain.chainId}` : undefined
        const { solanaChain } = pending
        const namespaces = buildApprovedNamespaces({
          proposal: proposal.params,
          supportedNamespaces: {
            ...(eip155 ? { eip155: { chains: [eip155], methods: [...WALLET_METHODS], events: SESSION_EVENTS, accounts: [`${eip155}:${account.address}`] } } : {}),
            ...(solanaChain ? { solana: { chains: [solanaChain], methods: [...SOLANA_WALLET_METHODS], events: SESSION_EVENTS, accounts: [`${solanaChain}:${WALLETCONNECT_SOLANA_ADDRESS}`] } } : {}),
          },
        })
        await kit.approveSession({ id, namespaces })
        const on = [pending.chain?.chainName, solanaChain ? WALLETCONNECT_SOLANA_CHAINS[solanaChain] : undefined].filter(Boolean).join(' and ')
        note(`Connected to ${pending.dappName} on ${on}`)
      }),

    rejectProposal: (id: number) =>
      act(async () => {
        const pending = state.proposals.find((p) => p.id === id)
        set({ proposals: state.proposals.filter((p) => p.id !== id) })
        proposals.delete(id)
        await kit?.rejectSession({ id, reason: getSdkError('USER_REJECTED') })
        note(`Rejected the connection of ${pending?.dappName ?? 'a dapp'}`)
      }),

    approveRequest: (id: number) =>
      act(async () => {
        const pending = state.requests.find((r) => r.id === id)
        if (!kit || !pending) return
        set({ requests: state.requests.filter((r) => r.id !== id) })
        const { topic, request } = pending
        try {
          if (request.method === 'wallet_switchEthereumChain') {
            const session = kit.getActiveSessions()[topic]
            if (!session) throw new Error('the session has ended')
            const chain = `eip155:${request.chain.chainId}`
            // A chain the session does not grant yet is added first: the dapp may then use it.
            const namespaces = withChain(session.namespaces, chain, account.address)
            if (namespaces !== session.namespaces) await kit.updateSession({ topic, namespaces })
            await respond(topic, id, { result: null })
            await kit.emitSessionEvent({ topic, event: { name: 'chainChanged', data: request.chain.chainId }, chainId: chain })
            note(`Switched to ${request.chain.chainName}`)
            return
          }
          if (isSolanaRequest(request)) {
            const result = runSolanaWalletRequest(request)
            await respond(topic, id, { result })
            note(`Signed (${request.method}) ${'signature' in result ? `${result.signature.slice(0, 16)}…` : `${result.transactions.length} transactions`}`)
            return
          }
          const result = await runWalletRequest(account, request)
          await respond(topic, id, { result })
          note(request.method === 'eth_sendTransaction' ? `Sent transaction ${result}` : `Signed (${request.method}) ${result.slice(0, 18)}…`)
        } catch (error) {
          const parsed = errorShape.safeParse(error)
          await respond(topic, id, { error: parsed.success ? parsed.data : { code: -32603, message: messageOf(error) } })
          throw error
        }
      }),

    rejectRequest: (id: number) =>
      act(async () => {
        const pending = state.requests.find((r) => r.id === id)
        if (!pending) return
        set({ requests: state.requests.filter((r) => r.id !== id) })
        await respond(pending.topic, id, { error: { code: 4001, message: 'User rejected the request.' } })
        note(`Rejected ${pending.request.method}`)
      }),

    disconnect: (topic: string) =>
      act(async () => {
        await kit?.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
        set({ requests: state.requests.filter((r) => r.topic !== topic) })
        note('Disconnected')
      }),
  }
  return controller
}

export type WalletController = ReturnType<typeof createWalletController>
