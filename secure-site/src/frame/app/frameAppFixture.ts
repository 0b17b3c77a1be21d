// Test fixture only (never bundled): the frame app against the real auth service over HTTP, with
// mail caught in a list, and a fake fetch for the node and for the funding endpoint.
import { createHmac, randomBytes } from 'node:crypto'
import { createAuthService } from '../../auth/authService'
import { startAuthServer } from '../../auth/authServer'
import type { OutgoingMail } from '../../auth/mailer'
import { createMemoryAuthStore } from '../../auth/memoryAuthStore'
import { sandboxUserNameOf } from '../../../../sandbox/secure-site/farcaster/sandboxFarcasterUsers'
import { SCRIPTED_SANDBOX_PROJECTS } from '../../../../sandbox/secure-site/frame/sandboxProjects'
import { frameSocialOf } from '../../auth/frameSocialOf'
import type { SocialSettings } from '../../auth/socialProviderSettings'
import { SOCIAL_CALLBACK_PATH } from '../socialCallbackPath'
import type { ApprovalRequest } from './approvalRequest'
import { approvalSurfaceFor } from './approvalSurfaceFor'
import { createFrameApp } from './createFrameApp'
import type { FarcasterRelayClient } from './farcasterRelayClient'
import type { PasskeyPrf } from './keyShares/passkeyPrf'
import type { WalletKeyPrompt } from './keyShares/unlockWallet'
import { memoryStorage } from './memoryStorage'

/** A synced passkey authenticator in memory: a PRF output is HMAC-SHA-256 of the salt under the credential's own secret. */
export function fakePasskeyPrf(): PasskeyPrf {
  const secrets = new Map<string, Buffer>()
  return {
    available: () => true,
    create: async () => {
      const id = randomBytes(16).toString('base64url')
      secrets.set(id, randomBytes(32))
      return id
    },
    evaluate: async (id, salt) => {
      const secret = secrets.get(id)
      if (!secret) throw new Error('No such passkey')
      return new Uint8Array(createHmac('sha256', secret).update(salt).digest())
    },
  }
}

/** The user in the frame's key step, choosing (and later giving) the passkey each time; the steps asked are listed. */
export function passkeyUser(): WalletKeyPrompt & { asked: string[] } {
  const asked: string[] = []
  return {
    asked,
    chooseFactor: async (_options, submit) => {
      asked.push('choose')
      await submit({ kind: 'passkey' })
    },
    enterFactor: async (kind, submit) => {
      asked.push(`enter ${kind}`)
      await submit({ kind: 'passkey' })
    },
  }
}

export const DAPP_ORIGIN = 'http://127.0.0.1:5173'
export const SELF_ORIGIN = 'http://127.0.0.1:5174'
export const RPC_URL = 'http://127.0.0.1:8545'

/**
 * The frame app against a real auth service. Sign In With Farcaster is on, with a verifier that
 * trusts the fid a message names (the real check is the auth service's own test) and, when given,
 * a fake relay. With `social` (providers' settings, e.g. sandboxSocialProviders of a running
 * startOidcProvider), social login works too. New accounts are funded as the sandbox's site does,
 * unless `fundNewAccounts` is false (the product's site, which has no faucet).
 */
export async function startFrameAppFixture({ emailCooldownMs = 0, farcasterRelay, social, fundNewAccounts = true }: { emailCooldownMs?: number; farcasterRelay?: FarcasterRelayClient; social?: SocialSettings; fundNewAccounts?: boolean } = {}) {
  const mails: OutgoingMail[] = []
  const service = createAuthService({
    store: createMemoryAuthStore(),
    mailer: { send: async (mail) => void mails.push(mail) },
    secret: randomBytes(32),
    publicUrl: 'http://127.0.0.1:5180',
    emailCooldownMs,
    ...(social ? { social: { providers: social.providers, redirectUri: `${SELF_ORIGIN}${SOCIAL_CALLBACK_PATH}` } } : {}),
    farcaster: { siteOrigin: SELF_ORIGIN, verify: async ({ message }) => Number(/farcaster:\/\/fid\/(\d+)/.exec(message)?.[1]), userNameOf: sandboxUserNameOf },
  })
  const server = await startAuthServer({ service, allowedOrigins: [SELF_ORIGIN] })
  const fundCalls: { address: string; authorization: string }[] = []
  const rpcCalls: { method: string; params: unknown }[] = []
  const rpcResults = new Map<string, unknown>([['eth_blockNumber', '0x2a']])
  const fakeFetch: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {}
    if (url === `${SELF_ORIGIN}/v1/fund`) {
      fundCalls.push({ address: String(body.address), authorization: new Headers(init?.headers).get('authorization') ?? '' })
      return Response.json({ funded: [] })
    }
    if (url === RPC_URL) {
      rpcCalls.push({ method: String(body.method), params: body.params })
      if (body.method === 'eth_call') return Response.json({ jsonrpc: '2.0', id: body.id, error: { code: 3, message: 'execution reverted' } })
      return Response.json({ jsonrpc: '2.0', id: body.id, result: rpcResults.get(String(body.method)) ?? null })
    }
    return fetch(input, init)
  }
  const approvals: ApprovalRequest[] = []
  const answers: boolean[] = []
  const reloads: number[] = []
  const storage = memoryStorage()
  const passkeys = fakePasskeyPrf()
  const keyPrompt = passkeyUser()
  const exported: string[] = []
  // The sandbox dapp's project: its approvals are answered in the frame, as `approve` stands for.
  const config = { authUrl: server.url, allowedDappOrigins: [DAPP_ORIGIN], chains: [{ chainId: 31337, rpcUrl: RPC_URL, name: 'Anvil' }], projects: SCRIPTED_SANDBOX_PROJECTS, fundNewAccounts, ...(social ? { social: frameSocialOf(social) } : {}) }
  const query = { projectId: 'portico-sandbox', chainId: 'eip155:31337', version: '4', rpcUrl: RPC_URL, enableLogger: false }
  const makeApp = (storageOfApp = storage) =>
    createFrameApp({
      config,
      query,
      storage: storageOfApp,
      selfOrigin: SELF_ORIGIN,
      approve: async (request) => {
        approvals.push(request)
        return answers.shift() ?? false
      },
      keyPrompt,
      passkeys,
      showExportedKey: async (blob) => void exported.push(blob),
      reload: () => reloads.push(Date.now()),
      fetch: fakeFetch,
      pollIntervalMs: 10,
      log: () => undefined,
      ...(farcasterRelay ? { farcasterRelay } : {}),
    })
  const lastMail = () => mails.at(-1) ?? { to: '', subject: '', text: '' }
  return {
    service,
    mails,
    storage,
    makeApp,
    fundCalls,
    rpcCalls,
    approvals,
    /** The key steps the frame asked the user for ('choose' on a first login, 'enter passkey' on a new device). */
    keyPromptsAsked: keyPrompt.asked,
    /** The key blobs PORTICO_EXPORT_KEY_V1 showed in the frame's page. */
    exported,
    /** Where the page (main.ts) would answer this project's approvals: the in-frame card `approve` plays. */
    approvalSurface: approvalSurfaceFor(config, query.projectId),
    /** Queues the user's next answers in the approval UI (true: Approve). */
    answerNext: (...next: boolean[]) => answers.push(...next),
    reloads,
    lastCode: () => /^(\d{6})$/m.exec(lastMail().text)?.[1] ?? '',
    lastApprovalToken: () => /approve\?token=(\S+)$/m.exec(lastMail().text)?.[1] ?? '',
    stop: () => server.close(),
  }
}
