import { errorCatalogue, translateShownMessage, type PluginHost } from '@portico/contracts'
import { useAtomValue } from 'jotai'

/**
 * A failure's message for the screen: the spec's messages translated (errorCatalogue), any other
 * (a provider's own error, a blocked window) as it came.
 */
export function useShownError(host: PluginHost): (message: string | undefined) => string | undefined {
  const spec = useAtomValue(host.i18n.translator(errorCatalogue))
  return (message) => (message === undefined ? undefined : translateShownMessage(errorCatalogue, spec, message))
}
