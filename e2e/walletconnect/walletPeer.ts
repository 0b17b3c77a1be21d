import { randomUUID } from 'node:crypto'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { hexToString, isHex, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod/mini'
import { SANDBOX_BITCOIN_ADDRESS, SANDBOX_BITCOIN_PRIVATE_KEY } from '../../sandbox/src/wallets/bitcoin/keys'
import { signBitcoinMessage } from '../../sandbox/src/wallets/bitcoin/signMessage'
import { SANDBOX_POLKADOT_ADDRESS, SANDBOX_POLKADOT_SEED } from '../../sandbox/src/wallets/polkadot/keys'
import { signRawEd25519 } from '../../sandbox/src/wallets/polkadot/signRaw'
import { memoryStorage } from './memoryStorage'

export interface WalletPeerOptions {
  relayUrl: string
  /** The dev key the wallet signs with (anvil's first account). */
  privateKey: Hex
  /** eip155 chain ids the wallet has accounts on. */
  chainIds: readonly number[]
  /**
   * CAIP-2 chains of other namespaces the wallet also grants, with the sandbox Bitcoin and
   * Polkadot keys (e.g. ['bip122:000000000933ea01ad0ee984209779ba']).
   */
  otherChains?: readonly string[]
}

export interface SignedMessage {
  message: string
  signature: Hex
}

const personalSignParams = z.tuple([z.string(), z.string()])
// WalletConnect's Bitcoin and Polkadot message signing requests.
const bitcoinSignMessageParams = z.object({ account: z.string(), message: z.string(), address: z.optional(z.string()) })
const polkadotSignMessageParams = z.object({ address: z.string(), message: z.string() })

/** What the wallet grants and answers in each namespace other than eip155. */
const OTHER_NAMESPACES = {
  bip122: { address: SANDBOX_BITCOIN_ADDRESS, methods: ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'] },
  polkadot: { address: SANDBOX_POLKADOT_ADDRESS, methods: ['polkadot_signMessage', 'polkadot_signTransaction'] },
} as const
const isOtherNamespace = (namespace: string): namespace is keyof typeof OTHER_NAMESPACES => namespace in OTHER_NAMESPACES
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
    if (request.method === 'signMessage') {
      if (!signingAllowed) return refuse(4001, 'User rejected the request.')
      const { message } = bitcoinSignMessageParams.parse(request.params)
      const signature = Buffer.from(signBitcoinMessage(new TextEncoder().encode(message), SANDBOX_BITCOIN_PRIVATE_KEY)).toString('base64')
      signed.push({ message, signature: `0x${Buffer.from(signature, 'base64').toString('hex')}` })
      return respond({ address: SANDBOX_BITCOIN_ADDRESS, signature })
    }
    if (request.method === 'polkadot_signMessage') {
      if (!signingAllowed) return refuse(4001, 'User rejected the request.')
      const { message } = polkadotSignMessageParams.parse(request.params)
      const signature = signRawEd25519(message, SANDBOX_POLKADOT_SEED)
      signed.push({ message, signature })
      return respond({ signature })
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
    /** Grants every configured chain the dapp asked for: the dev account, and the sandbox keys elsewhere. */
    approve: async (proposal: WalletKitTypes.SessionProposal) => {
      const chains = options.chainIds.map((chainId) => `eip155:${chainId}`)
      const others: Record<string, { chains: string[]; methods: string[]; events: string[]; accounts: string[] }> = {}
      for (const chain of options.otherChains ?? []) {
        const [namespace = ''] = chain.split(':')
        if (!isOtherNamespace(namespace)) throw new Error(`the test wallet has no ${namespace} account`)
        const { address, methods } = OTHER_NAMESPACES[namespace]
        const entry = (others[namespace] ??= { chains: [], methods: [...methods], events: ['accountsChanged', 'chainChanged'], accounts: [] })
        entry.chains.push(chain)
        entry.accounts.push(`${chain}:${address}`)
      }
      const namespaces = buildApprovedNamespaces({
        proposal: proposal.params,
        supportedNamespaces: {
          eip155: {
            chains,
            methods: ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain', 'wallet_addEthereumChain'],
            events: ['accountsChanged', 'chainChanged'],
            accounts: chains.map((chain) => `${chain}:${account.address}`),
          },
          ...others,
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
