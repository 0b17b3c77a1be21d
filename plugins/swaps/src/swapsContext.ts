import type { PluginHost, RouteState } from '@portico/contracts'
import type { ConvertApi } from './api/convertApi'
import type { SwapsAtoms } from './atoms'
import type { QuoteRefresher } from './quote/createQuoteRefresher'

/** What the views share: the host, the atoms, the API client and the quote refresher. */
export interface SwapsContext {
  host: PluginHost
  atoms: SwapsAtoms
  api: ConvertApi
  refresher: QuoteRefresher
  /** Arrivals whose route arguments were applied (once each, not on a return from token select). */
  prefilled: WeakSet<RouteState>
}
