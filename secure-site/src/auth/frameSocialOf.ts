import { frameSocialProviderSchema } from '@portico/contracts'
import type { SecureSiteSocial } from '../frame/secureSiteConfig'
import { resolveSocialProvider } from './resolveSocialProvider'
import type { SocialSettings } from './socialProviderSettings'

/**
 * What the frame page needs of each provider to send users there (never a client secret).
 * @example frameSocialOf({ providers: { github: { clientId: 'Iv1.abc' } } }) // { providers: { github: { authorizationEndpoint: 'https://github.com/login/oauth/authorize', ... } } }
 */
export function frameSocialOf({ providers }: SocialSettings): SecureSiteSocial {
  return {
    providers: Object.fromEntries(
      frameSocialProviderSchema.options.flatMap((name) => {
        const settings = providers[name]
        if (!settings) return []
        const { authorizationEndpoint, clientId, scope, responseMode, ...resolved } = resolveSocialProvider(name, settings)
        return [[name, { authorizationEndpoint, clientId, scope, ...(resolved.kind === 'openid' ? { issuer: resolved.issuer } : {}), ...(responseMode === 'form_post' ? { responseMode } : {}) }]]
      }),
    ),
  }
}
