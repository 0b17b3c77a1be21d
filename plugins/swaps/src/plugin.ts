import type { Plugin } from '@portico/contracts'
import { setupSwaps } from './setupSwaps'

/** Swaps: token to token through the Blockchain API's convert calls, signed by the wallet (SPEC sections 7 to 9). */
const plugin: Plugin = {
  id: 'swaps',
  contractVersion: __PORTICO_CONTRACT_VERSION__,
  setup: (host) => setupSwaps(host).registration,
}

// Module Federation exposes the module; the shell reads its default export.
export default plugin
