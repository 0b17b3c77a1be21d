import { defineCatalogue } from '@portico/contracts'
import en from './messages/en.json'

/** The smart-sessions plugin's messages: English with its views, each other locale a chunk of this remote, fetched when chosen. */
export const smartSessionsCatalogue = defineCatalogue('smartSessions', en, {
  es: () => import(/* webpackChunkName: "locale-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "locale-fr" */ './messages/fr.json'),
  de: () => import(/* webpackChunkName: "locale-de" */ './messages/de.json'),
  pt: () => import(/* webpackChunkName: "locale-pt" */ './messages/pt.json'),
  ja: () => import(/* webpackChunkName: "locale-ja" */ './messages/ja.json'),
  ko: () => import(/* webpackChunkName: "locale-ko" */ './messages/ko.json'),
  zh: () => import(/* webpackChunkName: "locale-zh" */ './messages/zh.json'),
  ar: () => import(/* webpackChunkName: "locale-ar" */ './messages/ar.json'),
})

export type SmartSessionsMessageKey = keyof typeof en
