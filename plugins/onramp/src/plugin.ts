import type { Plugin } from '@portico/contracts'
import { setupOnramp } from './setupOnramp'

/** Onramp: buying crypto through Coinbase or Meld, the Account view's Buy (SPEC sections 3, 7 to 9). */
const plugin: Plugin = {
  id: 'onramp',
  contractVersion: __PORTICO_CONTRACT_VERSION__,
  setup: (host) => setupOnramp(host).registration,
}

// Module Federation exposes the module; the shell reads its default export.
export default plugin
