import { FRAME_SOCIAL_PROVIDERS } from '@portico/contracts'
import { SOCIAL_PROVIDER_PRESETS } from '../../../secure-site/src/auth/socialProviderPresets'
import type { SocialSettings } from '../../../secure-site/src/auth/socialProviderSettings'

/**
 * Every social provider pointed at the sandbox's OpenID provider, a public client each named after
 * the provider: the settings an operator writes for real providers, with the stand-in's issuer.
 * An OpenID preset keeps its scope and response mode, so Apple asks for `name` and is answered by
 * form_post, as the real one.
 * @example sandboxSocialProviders({ url: oidc.url, authorizationEndpoint: oidc.authorizationEndpoint })
 */
export function sandboxSocialProviders({ url, authorizationEndpoint }: { url: string; authorizationEndpoint: string }): SocialSettings {
  return {
    providers: Object.fromEntries(
      FRAME_SOCIAL_PROVIDERS.map((provider) => {
        const preset = SOCIAL_PROVIDER_PRESETS[provider]
        const asPreset = preset.kind === 'openid' ? { scope: preset.scope, ...(preset.responseMode ? { responseMode: preset.responseMode } : {}) } : {}
        return [provider, { clientId: provider, issuer: url, authorizationEndpoint, ...asPreset }]
      }),
    ),
  }
}
