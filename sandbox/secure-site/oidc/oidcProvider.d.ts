// oidc-provider 9 ships no types and @types/oidc-provider is not installed: the part the sandbox uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export interface OidcGrant {
    addOIDCScope(scope: string): void
    save(): Promise<string>
  }

  export interface OidcContext {
    oidc: {
      client?: { clientId: string }
      session: { accountId?: string }
      provider: Provider
      /** The authorization request's parameters (as sent: `scope` is the requested string). */
      params?: Record<string, unknown>
      /** How the authorization answers: `query`, `form_post`, ... */
      responseMode?: string
    }
  }

  export interface OidcAccount {
    accountId: string
    claims(): Record<string, unknown> | Promise<Record<string, unknown>>
  }

  export interface OidcClientMetadata {
    client_id: string
    client_name?: string
    redirect_uris: string[]
    token_endpoint_auth_method: 'none'
    grant_types: string[]
    response_types: string[]
  }

  export interface OidcConfiguration {
    clients: OidcClientMetadata[]
    jwks: { keys: Record<string, unknown>[] }
    cookies: { keys: string[]; long?: { path?: string; sameSite?: 'lax' | 'strict' | 'none'; httpOnly?: boolean } }
    claims: Record<string, string[]>
    scopes: string[]
    conformIdTokenClaims: boolean
    features: Record<string, { enabled: boolean }>
    interactions: { url(ctx: OidcContext, interaction: { uid: string }): string }
    findAccount(ctx: OidcContext, sub: string): Promise<OidcAccount | undefined>
    loadExistingGrant(ctx: OidcContext): Promise<OidcGrant | undefined>
    ttl?: Record<string, number>
    renderError?(ctx: OidcContext & { type: string; body: string }, out: Record<string, string>, error: Error): Promise<void> | void
  }

  export interface OidcInteraction {
    uid: string
    prompt: { name: string }
    params: Record<string, unknown>
  }

  export type OidcInteractionResult = { login: { accountId: string } } | { error: string; error_description?: string }

  export class Provider {
    constructor(issuer: string, configuration: OidcConfiguration)
    readonly issuer: string
    Grant: new (properties: { clientId: string; accountId: string }) => OidcGrant
    urlFor(route: string): string
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<OidcInteraction>
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: OidcInteractionResult, options?: { mergeWithLastSubmission?: boolean }): Promise<void>
    /** `out` is the answer the response mode then renders (code, state, iss). */
    on(event: 'authorization.success', listener: (ctx: OidcContext, out: Record<string, string | undefined>) => void): this
    on(event: string, listener: (...args: unknown[]) => void): this
  }

}
