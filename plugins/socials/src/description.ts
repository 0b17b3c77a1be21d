import { DEFAULT_SOCIALS, type ConnectMethodEntry, type PluginDescriptionSource, type SocialProvider } from '@portico/contracts'
import { PROVIDER_BRANDS, PROVIDER_ICONS } from './providerIcons'
import { SOCIAL_PROVIDER_NAMES } from './socialProviders'

/**
 * One Connect entry per provider. The OAuth ones sign in in a window the shell opens in the click
 * (`popup`), before this plugin loads; Farcaster shows a link to approve in the Farcaster app.
 */
const connectMethod = (provider: SocialProvider): ConnectMethodEntry => {
  const entry = { method: 'social' as const, label: SOCIAL_PROVIDER_NAMES[provider], arguments: { provider, title: SOCIAL_PROVIDER_NAMES[provider] }, icon: PROVIDER_ICONS[provider], brand: PROVIDER_BRANDS[provider] }
  return provider === 'farcaster' ? { ...entry, view: 'ConnectingFarcaster' } : { ...entry, view: 'ConnectingSocial', popup: true }
}

/**
 * Where social login shows: an entry per provider on the Connect view, in SPEC order (the shell
 * shows those the dapp's `features.socials` lists, in its order).
 */
export const description: PluginDescriptionSource = {
  id: 'socials',
  views: {
    ConnectingSocial: { title: 'Sign in' },
    ConnectingFarcaster: { title: 'Farcaster' },
  },
  slots: { connectMethods: DEFAULT_SOCIALS.map(connectMethod) },
}
