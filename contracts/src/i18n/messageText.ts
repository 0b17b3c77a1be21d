import { atom, type Atom } from 'jotai/vanilla'
import type { Translate } from './catalogue'

/**
 * One message as text that follows the locale: for a plugin's view titles and labels.
 * @example title: messageText(host.i18n.translator(sendCatalogue), 'title.WalletSend')
 */
export function messageText<Key extends string>(translate: Atom<Translate<Key>>, key: Key): Atom<string> {
  return atom((get) => get(translate)(key))
}
