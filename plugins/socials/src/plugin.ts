import type { Plugin } from '@portico/contracts'
import { setupSocials } from './setupSocials'

/**
 * Social login (SPEC sections 1 and 2): the views behind the shell's provider buttons, a provider's
 * sign-in window and Sign In With Farcaster, through the auth actions the shell lends.
 */
const plugin: Plugin = {
  id: 'socials',
  contractVersion: __PORTICO_CONTRACT_VERSION__,
  setup: (host) => setupSocials(host).registration,
}

// Module Federation exposes the module; the shell reads its default export.
export default plugin
