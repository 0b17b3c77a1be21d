import { errorCatalogue, translateShownMessage, type Locale, type Translate } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { useShellCore } from '../ShellContext'
import { modalCatalogue, type ModalMessageKey } from './modalCatalogue'

/** The modal's messages in the current locale; re-renders when the locale or its chunk changes. */
export function useMessages(): Translate<ModalMessageKey> {
  const core = useShellCore()
  return useAtomValue(core.messages.translator(modalCatalogue))
}

/** A message that reached the screen as English text (toast, alert, error), translated when it is one of the spec's. */
export function useShownMessage(): (text: string) => string {
  const core = useShellCore()
  const t = useAtomValue(core.messages.translator(errorCatalogue))
  return (text) => translateShownMessage(errorCatalogue, t, text)
}

export function useLocale(): Locale {
  return useAtomValue(useShellCore().i18n.locale)
}
