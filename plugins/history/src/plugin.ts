import type { Plugin } from '@portico/contracts'
import { setupHistory } from './setupHistory'

/** History: the Account view's Activity tab and the Transactions view (SPEC sections 3 to 5). */
const plugin: Plugin = {
  id: 'history',
  contractVersion: __PORTICO_CONTRACT_VERSION__,
  setup: (host) => setupHistory(host).registration,
}

// Module Federation exposes the module; the shell reads its default export.
export default plugin
