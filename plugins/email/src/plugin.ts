import type { Plugin } from '@portico/contracts'
import { setupEmail } from './setupEmail'

/**
 * Email login (SPEC section 4): the code step behind the shell's email field, device registration,
 * and the two-step email change of the embedded wallet, through the auth actions the shell lends.
 */
const plugin: Plugin = {
  id: 'email',
  contractVersion: __PORTICO_CONTRACT_VERSION__,
  setup: (host) => setupEmail(host).registration,
}

// Module Federation exposes the module; the shell reads its default export.
export default plugin
