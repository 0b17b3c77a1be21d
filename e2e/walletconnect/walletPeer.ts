import { randomUUID } from 'node:crypto'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { hexToString, isHex, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod/mini'
import { memoryStorage } from './memoryStorage'

export interface WalletPeerOptions {
  relayUrl: string
  /** The dev key the wallet signs with (anvil's first account). */
  privateKey: Hex
  /** eip155 chain ids the wallet has accounts on. */
  chainIds: readonly number[]
}

export interface SignedMessage {
  message: string
  signature: Hex
}

const personalSignParams = z.tuple([z.string(), z.string()])
const switchChainParams = z.tuple([z.object({ chainId: z.string() })])

/**
 * A real WalletConnect wallet (Reown WalletKit) running in the test process: it pairs from a URI,
 * approves or rejects the proposal, signs personal_sign with the dev key, switches chain and
 * disconnects, all through the relay it is given.
 */
export async function startWalletPeer(options: WalletPeerOptions) {
  const account = privateKeyToAccount(options.privateKey)
  // WalletConnect's own test switch (utils isTestRun) turns off Verify: offline, its public-key
  // fetch fails and the wallet then waits forever on the attestation (core verify.ts).
  process.env.IS_VITEST = 'true'
  // A prefix of its own: Core keeps one instance per prefix in a global, and each peer must be a new wallet.
  const customStoragePrefix = `portico-e2e-wallet-${randomUUID()}`
  const core = new Core({ projectId: 'portico-e2e', relayUrl: options.relayUrl, storage: memoryStorage(), customStoragePrefix, logger: 'silent', telemetryEnabled: false })
  const kit = await WalletKit.init({
    core,
    metadata: { name: 'Portico Test Wallet', description: 'WalletKit peer of the browser tests', url: 'https://wallet.portico.test', icons: [] },
  })

  const proposals: WalletKitTypes.SessionProposal[] = []
  const proposalWaiters: ((proposal: WalletKitTypes.SessionProposal) => void)[] = []
  kit.on('session_proposal', (proposal) => {
    const waiter = proposalWaiters.shift()
    if (waiter) waiter(proposal)
    else proposals.push(proposal)
  })

  const signed: SignedMessage[] = []
  let signingAllowed = true
  kit.on('session_request', async ({ topic, id, params }) => {
    const { request } = params
    const respond = (result: unknown) => kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
    const refuse = (code: number, message: string) => kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', error: { code, message } } })
    if (request.method === 'personal_sign') {
      if (!signingAllowed) return refuse(4001, 'User rejected the request.')
      const [messageHex] = personalSignParams.parse(request.params)
      const signature = await account.signMessage({ message: isHex(messageHex) ? { raw: messageHex } : messageHex })
      signed.push({ message: isHex(messageHex) ? hexToString(messageHex) : messageHex, signature })
      return respond(signature)
    }
    if (request.method === 'wallet_switchEthereumChain') {
      const [{ chainId }] = switchChainParams.parse(request.params)
      if (!options.chainIds.includes(Number(chainId))) return refuse(4902, 'Unrecognized chain ID')
      return respond(null)
    }
    return refuse(4200, `The test wallet does not support ${request.method}`)
  })

  const activeTopic = () => {
    const [session] = Object.values(kit.getActiveSessions())
    if (!session) throw new Error('the wallet has no session')
    return session.topic
  }

  return {
    address: account.address,
    signed,
    /** Pairs with the URI the dapp shows; the proposal arrives through the relay. */
    pair: (uri: string) => kit.pair({ uri }),
    /** The next session proposal (already received, or the next to arrive). */
    nextProposal: (timeoutMs = 15_000) =>
      new Promise<WalletKitTypes.SessionProposal>((resolve, reject) => {
        const queued = proposals.shift()
        if (queued) return resolve(queued)
        const timer = setTimeout(() => reject(new Error('no session proposal arrived')), timeoutMs)
        proposalWaiters.push((proposal) => {
          clearTimeout(timer)
          resolve(proposal)
        })
      }),
    /** Grants every configured chain the dapp asked for with the dev account. */
    approve: async (proposal: WalletKitTypes.SessionProposal) => {
      const chains = options.chainIds.map((chainId) => `eip155:${chainId}`)
      const namespaces = buildApprovedNamespaces({
        proposal: proposal.params,
        supportedNamespaces: {
          eip155: {
            chains,
            methods: ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain', 'wallet_addEthereumChain'],
            events: ['accountsChanged', 'chainChanged'],
            accounts: chains.map((chain) => `${chain}:${account.address}`),
          },
        },
      })
      return kit.approveSession({ id: proposal.id, namespaces })
    },
    reject: (proposal: WalletKitTypes.SessionProposal) => kit.rejectSession({ id: proposal.id, reason: getSdkError('USER_REJECTED') }),
    /** Declines the next signature requests. */
    refuseSignatures: (refuse: boolean) => {
      signingAllowed = !refuse
    },
    /** The wallet moves to another chain it granted and tells the dapp. */
    switchChain: (chainId: number) => kit.emitSessionEvent({ topic: activeTopic(), event: { name: 'chainChanged', data: chainId }, chainId: `eip155:${chainId}` }),
    /** The wallet ends the session (the dapp must disconnect). */
    disconnect: () => kit.disconnectSession({ topic: activeTopic(), reason: getSdkError('USER_DISCONNECTED') }),
    sessionCount: () => Object.keys(kit.getActiveSessions()).length,
    stop: async () => {
      for (const session of Object.values(kit.getActiveSessions())) {
        await kit.disconnectSession({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') }).catch(() => undefined)
      }
      await core.relayer.transportClose().catch(() => undefined)
    },
  }
}

export type WalletPeer = Awaited<ReturnType<typeof startWalletPeer>>
