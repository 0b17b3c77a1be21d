import type { ProjectFeatures } from '../../config/projectFeaturesSchema'

/**
 * One feature of the hosted remote config, as AppKit reads it (`ConfigUtil` in @reown/appkit): a
 * `config` of `null` leaves the feature to the dapp's own options; a feature missing from the list
 * is off; a list is the providers (or logins) offered.
 */
export interface RemoteFeature {
  id: string
  isEnabled: boolean
  config: string[] | null
}

// The provider names AppKit 1.8 knows: it lists onramp providers by name (`meld` is its only one)
// and checks only that swaps name one.
const SWAP_PROVIDERS = ['1inch']
const ONRAMP_PROVIDERS = ['meld']

const providers = (enabled: boolean | undefined, names: string[]): RemoteFeature['config'] => (enabled === undefined ? null : enabled ? names : [])
const toggle = (id: string, enabled: boolean | undefined): RemoteFeature => ({ id, isEnabled: enabled ?? false, config: enabled === undefined ? null : [] })

/** Email and the social logins are one hosted feature, `social_login`, whose list holds `email` too. */
function socialLogin({ email, socials }: ProjectFeatures): RemoteFeature {
  if (email === undefined && socials === undefined) return { id: 'social_login', isEnabled: false, config: null }
  const logins = [...(email ? ['email'] : []), ...(socials ?? [])]
  return { id: 'social_login', isEnabled: logins.length > 0, config: logins }
}

/**
 * The project's features in the hosted remote config's shape (`{ features: [...] }` of
 * `GET /appkit/v1/config`).
 * @example remoteFeatures({ swaps: true }) // [..., { id: 'swap', isEnabled: true, config: ['1inch'] }, ...]
 */
export function remoteFeatures(features: ProjectFeatures = {}): RemoteFeature[] {
  return [
    socialLogin(features),
    { id: 'swap', isEnabled: features.swaps ?? false, config: providers(features.swaps, SWAP_PROVIDERS) },
    { id: 'onramp', isEnabled: features.onramp ?? false, config: providers(features.onramp, ONRAMP_PROVIDERS) },
    toggle('activity', features.activity),
    toggle('reown_branding', features.reownBranding),
  ]
}
