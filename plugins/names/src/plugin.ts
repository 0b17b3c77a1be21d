import type { Plugin } from '@portico/contracts'
import { setupNames } from './setupNames'

/**
 * Account names (SPEC sections 2 to 5): choosing and registering `name.reown.id` for the embedded
 * wallet, and the account's name found again by reverse lookup.
 */
const plugin: Plugin = {
  id: 'names',
  contractVersion: __PORTICO_CONTRACT_VERSION__,
  setup: (host) => setupNames(host).registration,
}

// Module Federation exposes the module; the shell reads its default export.
export default plugin
