import type { CaipNetwork } from '@portico/contracts'
import { APP_KIT_OPTION_DEFAULTS } from './appKitOptionDefaults'
import type { AppKitOptions, AppKitOptionsInput } from './appKitOptionsSchema'

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** What the boot touches of a network: its id and its default RPC URLs (the project id goes on them). */
function isBootableNetwork(value: unknown): value is CaipNetwork {
  if (!isObject(value) || typeof value.caipNetworkId !== 'string' || !isObject(value.rpcUrls)) return false
  const rpcDefault = value.rpcUrls.default
  return isObject(rpcDefault) && Array.isArray(rpcDefault.http) && rpcDefault.http.every((url) => typeof url === 'string')
}

/**
 * The options as a production build's boot reads them, before the core's chunk checks them (see
 * checksAtCreation): the schema's defaults filled in, other values as given (`features` too: the
 * core resolves them), and a value the boot itself would trip on (a network without RPC URLs, a
 * locale that is not a string) left out, so a bad option reaches the dapp as the check's message,
 * never as a crash of the page. Good options read as their schema reads them, but for keys the
 * schema would strip inside networks and metadata, which are kept.
 * @example readBootOptions({ networks: [mainnet] }).themeMode // 'dark'
 */
export function readBootOptions(input: AppKitOptionsInput): AppKitOptions {
  const given: Record<string, unknown> = isObject(input) ? { ...input } : {}
  for (const [key, value] of Object.entries(APP_KIT_OPTION_DEFAULTS)) if (given[key] === undefined) given[key] = value
  const networks = Array.isArray(given.networks) ? given.networks.filter(isBootableNetwork) : []
  const defaultNetwork = isBootableNetwork(given.defaultNetwork) ? given.defaultNetwork : undefined
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
  const options = {
    ...given,
    networks,
    defaultNetwork,
    projectId: text(given.projectId),
    locale: text(given.locale),
    themeMode: given.themeMode === 'light' || given.themeMode === 'dark' ? given.themeMode : APP_KIT_OPTION_DEFAULTS.themeMode,
    themeVariables: isObject(given.themeVariables) ? given.themeVariables : undefined,
    adapters: Array.isArray(given.adapters) ? given.adapters : undefined,
  }
  // Unchecked until the core's chunk loads; the fields the boot reads are safe to read as typed.
  return options as unknown as AppKitOptions
}
