import { AUTH_SERVICE_UNAVAILABLE, errorCatalogue, translateShownMessage, type PluginHost } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { emailCatalogue } from '../../i18n/emailCatalogue'

/**
 * A failure's message for the screen: the spec's messages translated (errorCatalogue), any other
 * (a cooldown's 'Please try again after N seconds', a frame's own error) as it came.
 */
export function useShownError(host: PluginHost): (message: string | undefined) => string | undefined {
  const spec = useAtomValue(host.i18n.translator(errorCatalogue))
  const own = useAtomValue(host.i18n.translator(emailCatalogue))
  return (message) => {
    if (message === undefined) return undefined
    // The service out of reach: said in a wallet holder's words (the shell logged the cause).
    if (message === AUTH_SERVICE_UNAVAILABLE) return own('serviceUnavailable')
    return translateShownMessage(errorCatalogue, spec, message)
  }
}
