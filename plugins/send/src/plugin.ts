import type { Plugin } from '@portico/contracts'
import { setupSend } from './setupSend'

/** Send: native and ERC-20 transfers through the connected wallet (SPEC sections 3 to 5). */
const plugin: Plugin = {
  id: 'send',
  contractVersion: __PORTICO_CONTRACT_VERSION__,
  setup: (host) => setupSend(host).registration,
}

// Module Federation exposes the module; the shell reads its default export.
export default plugin
