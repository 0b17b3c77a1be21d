import { SendButtonMessages, type SendButtonMessage } from '../validation/sendButtonMessage'
import type { SendMessageKey } from './sendCatalogue'

const KEYS = Object.fromEntries(Object.entries(SendButtonMessages).map(([name, text]) => [text, `button.${name}`])) as Record<SendButtonMessage, SendMessageKey>

/**
 * The catalogue key of the Send button's text: the validation speaks English constants (its tests
 * and the shell's read them), the button shows them in the locale.
 * @example sendButtonMessageKey('Preview Send') // 'button.PREVIEW_SEND'
 */
export const sendButtonMessageKey = (message: SendButtonMessage): SendMessageKey => KEYS[message]
