import { defineCatalogue } from '@portico/contracts'
import en from './messages/en.json'

/**
 * What the modal's own views say. English loads with the modal (on intent); another locale joins
 * the shell's `locale-<code>` chunk, fetched only once that locale is chosen.
 */
export const modalCatalogue = defineCatalogue('modal', en, {
  es: () => import(/* webpackChunkName: "locale-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "locale-fr" */ './messages/fr.json'),
  de: () => import(/* webpackChunkName: "locale-de" */ './messages/de.json'),
  pt: () => import(/* webpackChunkName: "locale-pt" */ './messages/pt.json'),
  ja: () => import(/* webpackChunkName: "locale-ja" */ './messages/ja.json'),
  ko: () => import(/* webpackChunkName: "locale-ko" */ './messages/ko.json'),
  zh: () => import(/* webpackChunkName: "locale-zh" */ './messages/zh.json'),
  ar: () => import(/* webpackChunkName: "locale-ar" */ './messages/ar.json'),
})

export type ModalMessageKey = keyof typeof en

/** True for a key the modal's catalogue has (a key made at run time, such as a feature's name). */
export const isModalMessageKey = (key: string): key is ModalMessageKey => Object.hasOwn(en, key)
