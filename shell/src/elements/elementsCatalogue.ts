import { defineCatalogue } from '@portico/contracts'
import en from './messages/en.json'

/**
 * What the page's buttons say. English ships with them (the boot path); another locale joins the
 * shell's `locale-<code>` chunk, fetched only once that locale is chosen.
 */
export const elementsCatalogue = defineCatalogue('elements', en, {
  es: () => import(/* webpackChunkName: "locale-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "locale-fr" */ './messages/fr.json'),
  de: () => import(/* webpackChunkName: "locale-de" */ './messages/de.json'),
  pt: () => import(/* webpackChunkName: "locale-pt" */ './messages/pt.json'),
  ja: () => import(/* webpackChunkName: "locale-ja" */ './messages/ja.json'),
  ko: () => import(/* webpackChunkName: "locale-ko" */ './messages/ko.json'),
  zh: () => import(/* webpackChunkName: "locale-zh" */ './messages/zh.json'),
  ar: () => import(/* webpackChunkName: "locale-ar" */ './messages/ar.json'),
})

export type ElementsMessageKey = keyof typeof en
