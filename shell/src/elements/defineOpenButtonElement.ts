import { adoptStyles, formatMessage, localeDirection, type Translate } from '@portico/contracts'
import type { AppKit } from '../appKit'
import { whenAppKit } from '../core/activeAppKit'
import { applyThemeVariables } from '../theme/applyThemeVariables'
import type { ElementsMessageKey } from './elementsCatalogue'
import en from './messages/en.json'

// Until the i18n host has loaded (a page in English before intent), the buttons speak English.
const english: Translate<ElementsMessageKey> = (key, args) => formatMessage(en, key, args) ?? key
import { elementStyles } from './elementStyles'
import { wireOpenButton } from './wireOpenButton'
import { shellBootOf } from '../core/shellCoreOf'

export interface OpenButtonSpec {
  /** The view a click opens; the modal's opening rules decide when absent. */
  view?: (appKit: AppKit) => string | undefined
  /** Subscribes `render` to what the button shows; returns the unsubscribe function. */
  subscribe: (appKit: AppKit, render: () => void) => () => void
  render: (button: HTMLButtonElement, appKit: AppKit, element: HTMLElement, t: Translate<ElementsMessageKey>) => void
}

/**
 * Defines a custom element that is one button in a shadow root (plain DOM, no React: the page
 * pays for this only), re-rendered from the active AppKit, opening the modal on click.
 */
export function defineOpenButtonElement(registry: CustomElementRegistry, tag: string, spec: OpenButtonSpec) {
  if (registry.get(tag)) return
  registry.define(
    tag,
    class extends HTMLElement {
      #cleanup: (() => void) | undefined

      connectedCallback() {
        const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
        adoptStyles(shadow, elementStyles)
        const button = shadow.querySelector('button') ?? shadow.appendChild(document.createElement('button'))
        button.type = 'button'
        button.setAttribute('part', 'button')
        this.#cleanup = whenAppKit((appKit) => {
          const { store, i18n, atoms } = shellBootOf(appKit)
          // The dapp's theme reaches the page's buttons as it reaches the modal.
          let themed = {}
          const theme = () => {
            button.dataset.theme = store.get(atoms.themeMode)
            const next = store.get(atoms.themeVariables)
            applyThemeVariables(button, next, themed)
            themed = next
          }
          theme()
          const unsubscribeTheme = [store.sub(atoms.themeMode, theme), store.sub(atoms.themeVariables, theme)]
          let t = english
          const render = () => {
            button.dir = localeDirection(store.get(i18n.locale))
            spec.render(button, appKit, this, t)
          }
          const unwire = wireOpenButton(button, appKit, () => spec.view?.(appKit))
          const unsubscribe = spec.subscribe(appKit, render)
          let unsubscribeMessages = () => {}
          const stopWaiting = i18n.whenLoaded((host) => {
            // Another locale, or its messages arriving, re-renders the label.
            const update = () => {
              t = store.get(host.elements)
              render()
            }
            unsubscribeMessages = store.sub(host.elements, update)
            update()
          })
          render()
          this.#cleanup = () => {
            unsubscribe()
            for (const stop of unsubscribeTheme) stop()
            stopWaiting()
            unsubscribeMessages()
            unwire()
          }
        })
      }

      disconnectedCallback() {
        this.#cleanup?.()
      }
    },
  )
}
