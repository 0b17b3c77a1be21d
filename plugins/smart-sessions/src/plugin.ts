import type { Plugin } from '@portico/contracts'
import { setupSmartSessions } from './setupSmartSessions'

/** Smart sessions: ERC-7715 permissions granted to a dapp's session key, listed and revoked (SPEC sections 6, 7). */
const plugin: Plugin = {
  id: 'smartSessions',
  contractVersion: __PORTICO_CONTRACT_VERSION__,
  setup: (host) => setupSmartSessions(host).registration,
}

// Module Federation exposes the module; the shell reads its default export.
export default plugin
