import { errorCatalogue, translateShownMessage, type PluginHost } from '@portico/contracts'
import { useAtomValue } from 'jotai'

/**
 * A failure's message for the screen: the spec's messages translated (errorCatalogue), 'Error
 * registering name {name}' with its name, any other as it came.
 */
export function useShownError(host: PluginHost): { shown: (message: string | undefined) => string | undefined; registering: (name: string) => string } {
  const spec = useAtomValue(host.i18n.translator(errorCatalogue))
  return {
    shown: (message) => (message === undefined ? undefined : translateShownMessage(errorCatalogue, spec, message)),
    registering: (name) => spec('errorRegisteringName', { name }),
  }
}
