import type { Logger } from '@portico/contracts'

/** Console logger; debug and info are silent unless the dapp turned on `debug`. */
export function createLogger(debug: boolean): Logger {
  const quiet = () => undefined
  return {
    debug: debug ? (...args) => console.debug('[portico]', ...args) : quiet,
    info: debug ? (...args) => console.info('[portico]', ...args) : quiet,
    warn: (...args) => console.warn('[portico]', ...args),
    error: (...args) => console.error('[portico]', ...args),
  }
}
