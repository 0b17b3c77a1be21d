import { formatMessage, type Translate } from '@portico/contracts'
import { onrampCatalogue, type OnrampMessageKey } from './onrampCatalogue'

/** The English messages, for callers with no locale at hand (tests, logs). */
export const englishOnramp: Translate<OnrampMessageKey> = (key, args) => formatMessage(onrampCatalogue.en, key, args) ?? key
