import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { FRAME_SOCIAL_PROVIDERS } from '@portico/contracts'
import { Provider, type OidcContext } from 'oidc-provider'
import { z } from 'zod'
import { findFreePort } from '../../../toolchain/processes/anvil'
import { appleNameOf, appleNamePartSchema, appleUserField, type AppleName } from './appleUser'
import { sandboxClaims, subjectOf, usernameSchema } from './sandboxAccounts'
import { homePage } from './homePage'
import { errorPage, NAME_SHARING_CLIENT, signInPage } from './signInPage'

export type StartOidcProviderOptions = {
  /** 127.0.0.1's port; 0 (the default) picks a free one. */
  port?: number
  /** Where every client is sent back: the secure site's callback page. */
  redirectUri: string
}

export type OidcProvider = {
  /** The issuer, which is also its origin: `http://127.0.0.1:5181`. */
  url: string
  /** Where a sign-in starts: `<url>/auth`. */
  authorizationEndpoint: string
  stop(): Promise<void>
}

const MAX_FORM_BYTES = 4_096
const sharedNameSchema = z.object({ firstName: appleNamePartSchema, lastName: appleNamePartSchema })
const interactionPath = /^\/interaction\/([A-Za-z0-9_-]{1,64})(?:\/(login|abort))?$/
const pageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  // No form-action: Chromium applies it to the redirects after a submit, which end at the dapp's secure site.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
}

/**
 * The sandbox's OpenID provider (oidc-provider) standing in for Google, GitHub, Apple, Facebook, X
 * and Discord: one public client per provider name (PKCE S256, no secret), a sign-in page that
 * takes any username (the same username is the same subject every run) and a Cancel that answers
 * `error=access_denied`. No consent page, no single sign-on (every authorization asks who signs
 * in), keys and storage in memory. Apple's client answers as Apple does when asked for
 * `response_mode=form_post`: a POST to the redirect URI, with the `user` field (the name typed on
 * its sign-in page or made from the username, and the email) on an account's first authorization
 * only; asked for scope `name`, its ID token names nobody, as Apple's.
 * @example
 * const oidc = await startOidcProvider({ port: 5181, redirectUri: 'http://127.0.0.1:5174/oauth/callback' })
 * // authorize at `${oidc.url}/auth?client_id=google&...`
 * await oidc.stop()
 */
export async function startOidcProvider({ port = 0, redirectUri }: StartOidcProviderOptions): Promise<OidcProvider> {
  // The issuer names its port, so the port is fixed before the provider exists.
  const boundPort = port || (await findFreePort())
  const issuer = `http://127.0.0.1:${boundPort}`
  const usernames = new Map<string, string>()
  // Apple's: the name each subject shares, and the subjects that have authorized the app once (no `user` field again).
  const sharedNames = new Map<string, AppleName>()
  const authorizedByApple = new Set<string>()
  const signingKey = { ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' }

  const provider = new Provider(issuer, {
    clients: FRAME_SOCIAL_PROVIDERS.map((name) => ({
      client_id: name,
      client_name: name,
      redirect_uris: [redirectUri],
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    jwks: { keys: [signingKey] },
    // The session cookie goes to a path no request has: the provider never remembers who signed in,
    // so each authorization shows the sign-in page and any username can be picked.
    cookies: { keys: [randomBytes(32).toString('base64url')], long: { path: '/no-single-sign-on', sameSite: 'lax', httpOnly: true } },
    // `name` is Apple's scope: the name comes in the form_post's `user` field, never as a claim.
    scopes: ['openid', 'profile', 'email', 'name'],
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email', 'email_verified'] },
    // Code flow: the claims go into the ID token too, the one thing the secure site reads.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    // Seconds. Short: a code is used at once, and the secure site keeps its own session.
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    renderError: (ctx, out) => {
      ctx.type = 'html'
      ctx.body = errorPage(out)
    },
    findAccount: async (ctx: OidcContext, sub: string) => {
      const username = usernames.get(sub)
      if (username === undefined) return undefined
      return { accountId: sub, claims: () => sandboxClaims(sub, username, ctx.oidc.client?.clientId ?? 'sandbox') }
    },
    // Every client is first-party here: grant the scopes at once, so there is no consent page.
    loadExistingGrant: async (ctx: OidcContext) => {
      const { client, session, provider: self } = ctx.oidc
      if (!client || !session.accountId) return undefined
      const grant = new self.Grant({ clientId: client.clientId, accountId: session.accountId })
      grant.addOIDCScope('openid email profile name')
      await grant.save()
      return grant
    },
  })
  // oidc-provider renders a form_post from the very object it emits here: a field added to it is
  // posted with the code (respond.js, oidc-provider 9). Apple adds `user` on the first authorization only.
  provider.on('authorization.success', (ctx, out) => {
    const accountId = ctx.oidc.session.accountId
    if (ctx.oidc.client?.clientId !== NAME_SHARING_CLIENT || accountId === undefined || out.code === undefined || authorizedByApple.has(accountId)) return
    authorizedByApple.add(accountId)
    const username = usernames.get(accountId)
    if (ctx.oidc.responseMode !== 'form_post' || username === undefined) return
    const scope = z.string().catch('').parse(ctx.oidc.params?.scope)
    const user = appleUserField(scope, sharedNames.get(accountId) ?? appleNameOf(username), sandboxClaims(accountId, username, NAME_SHARING_CLIENT).email)
    if (user !== undefined) out.user = user
  })
  const oidcCallback = provider.callback()

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, action: string | undefined) {
    const details = await provider.interactionDetails(req, res)
    if (details.uid !== uid) throw new Error('interaction mismatch')
    const clientId = z.string().catch('sandbox').parse(details.params.client_id)
    if (action === undefined && req.method === 'GET') {
      res.writeHead(200, pageHeaders).end(signInPage({ uid, clientId }))
      return
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { 'content-type': 'text/plain' }).end('POST only')
      return
    }
    if (action === 'abort') {
      await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The user canceled the sign-in' }, { mergeWithLastSubmission: false })
      return
    }
    const form = await readForm(req)
    const typed = form.get('pick') ?? form.get('username') ?? ''
    const typedName = { firstName: form.get('firstName') ?? '', lastName: form.get('lastName') ?? '' }
    const username = usernameSchema.safeParse(typed)
    const sharedName = sharedNameSchema.safeParse(typedName)
    if (!username.success || !sharedName.success) {
      const error = (username.error ?? sharedName.error)?.issues[0]?.message ?? 'Invalid username'
      res.writeHead(400, pageHeaders).end(signInPage({ uid, clientId, username: typed, ...typedName, error }))
      return
    }
    const subject = subjectOf(username.data)
    usernames.set(subject, username.data)
    if (clientId === NAME_SHARING_CLIENT) {
      const { firstName, lastName } = sharedName.data
      sharedNames.set(subject, firstName || lastName ? { ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}) } : appleNameOf(username.data))
    }
    await provider.interactionFinished(req, res, { login: { accountId: subject } }, { mergeWithLastSubmission: false })
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', issuer).pathname
    // npm start prints this address: a person opening it gets a page, not oidc-provider's 404.
    if (path === '/' && (req.method === 'GET' || req.method === 'HEAD')) {
      res.writeHead(200, pageHeaders).end(homePage(FRAME_SOCIAL_PROVIDERS))
      return
    }
    const match = interactionPath.exec(path)
    if (!match?.[1]) {
      oidcCallback(req, res)
      return
    }
    interaction(req, res, match[1], match[2]).catch((error: unknown) => {
      // An expired or unknown interaction (its cookie is gone): say so rather than a stack.
      if (!res.headersSent) res.writeHead(400, pageHeaders)
      res.end(`<!doctype html><meta charset="utf-8"><title>Sign-in expired</title><p>This sign-in has expired. Close this window and start again.</p>`)
      if (!(error instanceof Error && /session|interaction/i.test(error.message))) console.error('[oidc]', error)
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(boundPort, '127.0.0.1', resolve)
  })
  const address = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${address.port}`,
    authorizationEndpoint: provider.urlFor('authorization'),
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = ''
  for await (const chunk of req) {
    body += Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk)
    if (body.length > MAX_FORM_BYTES) throw new Error('form too large')
  }
  return new URLSearchParams(body)
}
