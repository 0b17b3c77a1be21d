import type { FrameSocialProvider } from '@portico/contracts'
import { appleClientSecret } from './appleClientSecret'
import { SOCIAL_PROVIDER_PRESETS, type SocialProviderPreset } from './socialProviderPresets'
import type { SocialProviderSettings } from './socialProviderSettings'

/** A provider's settings laid over its preset: everything a sign-in needs. */
export type ResolvedSocialProvider = SocialProviderPreset & {
  clientId: string
  clientSecret: string | undefined
  /** A client secret signed afresh for each exchange (Apple's ES256 JWT), in place of `clientSecret`. */
  signClientSecret?: () => Promise<string>
  /** How the provider answers the callback: `form_post` POSTs it (Apple's); the query by default. */
  responseMode?: 'query' | 'form_post'
}

/**
 * The operator's settings over the provider's public endpoints: an `issuer` makes it OpenID Connect
 * (the sandbox points every provider at its stand-in so); else the preset's kind with any endpoint given.
 * @example resolveSocialProvider('github', { clientId: 'Iv1.abc', clientSecret }) // OAuth 2 at github.com
 */
export function resolveSocialProvider(provider: FrameSocialProvider, settings: SocialProviderSettings): ResolvedSocialProvider {
  const preset = SOCIAL_PROVIDER_PRESETS[provider]
  const { teamId, keyId, privateKey } = settings
  const client = {
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    ...(teamId && keyId && privateKey ? { signClientSecret: () => appleClientSecret({ teamId, keyId, privateKey }, settings.clientId, Math.floor(Date.now() / 1000)) } : {}),
    ...(settings.responseMode ? { responseMode: settings.responseMode } : {}),
  }
  if (settings.issuer) {
    return { kind: 'openid', issuer: settings.issuer, authorizationEndpoint: settings.authorizationEndpoint ?? preset.authorizationEndpoint, scope: settings.scope ?? 'openid profile email', ...client }
  }
  return {
    ...preset,
    ...(settings.authorizationEndpoint ? { authorizationEndpoint: settings.authorizationEndpoint } : {}),
    ...(settings.scope ? { scope: settings.scope } : {}),
    ...(preset.kind === 'oauth2' && settings.tokenEndpoint ? { tokenEndpoint: settings.tokenEndpoint } : {}),
    ...(preset.kind === 'oauth2' && settings.userInfoEndpoint ? { userInfoEndpoint: settings.userInfoEndpoint } : {}),
    ...client,
  }
}
