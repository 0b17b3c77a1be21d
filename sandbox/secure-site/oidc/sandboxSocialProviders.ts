import { FRAME_SOCIAL_PROVIDERS } from '@portico/contracts'
import type { SocialSettings } from '../../../secure-site/src/auth/socialProviderSettings'

/**
 * Every social provider pointed at the sandbox's OpenID provider, a public client each named after
 * the provider: the settings an operator writes for real providers, with the stand-in's issuer.
 * @example sandboxSocialProviders({ url: oidc.url, authorizationEndpoint: oidc.authorizationEndpoint })
 */
export function sandboxSocialProviders({ url, authorizationEndpoint }: { url: string; authorizationEndpoint: string }): SocialSettings {
  return { providers: Object.fromEntries(FRAME_SOCIAL_PROVIDERS.map((provider) => [provider, { clientId: provider, issuer: url, authorizationEndpoint }])) }
}
