import { defineCatalogue } from '../i18n/catalogue'
import en from './messages/en.json'

/**
 * The spec's user-visible messages (UserMessages, AlertMessages, ValidationMessages, the cooldown
 * and name-registration messages) in every shipped locale; the English ones are the constants,
 * word for word. Shown through `translateShownMessage` where a message reaches the screen.
 */
export const errorCatalogue = defineCatalogue('errors', en, {
  es: () => import(/* webpackChunkName: "locale-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "locale-fr" */ './messages/fr.json'),
  de: () => import(/* webpackChunkName: "locale-de" */ './messages/de.json'),
  pt: () => import(/* webpackChunkName: "locale-pt" */ './messages/pt.json'),
  ja: () => import(/* webpackChunkName: "locale-ja" */ './messages/ja.json'),
  ko: () => import(/* webpackChunkName: "locale-ko" */ './messages/ko.json'),
  zh: () => import(/* webpackChunkName: "locale-zh" */ './messages/zh.json'),
  ar: () => import(/* webpackChunkName: "locale-ar" */ './messages/ar.json'),
})
