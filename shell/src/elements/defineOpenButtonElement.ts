import type { AppKit } from '../createAppKit'
import { whenAppKit } from '../core/activeAppKit'
import { elementStyles } from './elementStyles'
import { wireOpenButton } from './wireOpenButton'

export interface OpenButtonSpec {
  /** The view a click opens; the modal's opening rules decide when absent. */
  view?: (appKit: AppKit) => string | undefined
  /** Subscribes `render` to what the button shows; returns the unsubscribe function. */
  subscribe: (appKit: AppKit, render: () => void) => () => void
  render: (button: HTMLButtonElement, appKit: AppKit, element: HTMLElement) => void
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
        shadow.innerHTML = `<style>${elementStyles}</style><button type="button" part="button"></button>`
        const button = shadow.querySelector('button') as HTMLButtonElement
        this.#cleanup = whenAppKit((appKit) => {
          const render = () => spec.render(button, appKit, this)
          const unwire = wireOpenButton(button, appKit, () => spec.view?.(appKit))
          const unsubscribe = spec.subscribe(appKit, render)
          render()
          this.#cleanup = () => {
            unsubscribe()
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
