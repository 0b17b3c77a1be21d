import { adoptStyles, errorCatalogue } from '@portico/contracts'
import { Provider } from 'jotai'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import type { ModalCore } from '../core/loadModalCore'
import type { ShellCore } from '../core/createShellCore'
import type { ShellI18nHost } from '../i18n/i18nChunk'
import { applyThemeVariables } from '../theme/applyThemeVariables'
import { applyAccentText } from './accentText'
import { modalCatalogue } from './i18n/modalCatalogue'
import { Modal } from './Modal'
import { ShellCoreProvider } from './ShellContext'
import { UI_KIT_STYLES } from '../ui/uiKitStyles'
import { modalStyles } from './styles'
import { allWalletsViewStyles } from './views/AllWallets/styles'
import { connectViewStyles } from './views/Connect/styles'

/**
 * Renders the modal into a shadow root of `host`. Loaded on the first sign of intent, so React
 * rendering code of the modal never weighs on page load.
 */
export function mountModal(core: ModalCore, host: HTMLElement, embedded: boolean): Root {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
  // Constructable stylesheets, not a <style>: a strict CSP (no 'unsafe-inline') allows them.
  for (const css of [modalStyles, UI_KIT_STYLES, connectViewStyles, allWalletsViewStyles]) adoptStyles(shadow, css)
  const container = document.createElement('div')
  shadow.append(container)
  let applied = core.store.get(core.atoms.themeVariables)
  applyThemeVariables(host, applied)
  applyAccentText(host, applied['--w3m-accent'])
  core.store.sub(core.atoms.themeVariables, () => {
    const next = core.store.get(core.atoms.themeVariables)
    applyThemeVariables(host, next, applied)
    if (next['--w3m-accent'] !== applied['--w3m-accent']) applyAccentText(host, next['--w3m-accent'])
    applied = next
  })
  const root = createRoot(container)
  // Now, not in a later task: the modal listens to its atoms when this returns, so `renderNow`
  // can show a change (the open that brought this code) before the next frame.
  flushSync(() =>
    root.render(
      <Provider store={core.store}>
        <ShellCoreProvider value={core}>
          <Modal embedded={embedded} />
        </ShellCoreProvider>
      </Provider>,
    ),
  )
  return root
}

/**
 * Resolves once the modal's messages are in for the current locale: at once in English; else
 * after the locale's chunk (shared with the buttons' messages, so often already there).
 */
export async function loadModalMessages(core: ShellCore): Promise<ShellI18nHost> {
  const host = await core.i18n.load()
  host.translator(modalCatalogue)
  host.translator(errorCatalogue)
  await host.setLocale(core.store.get(host.locale))
  return host
}

/**
 * Applies `change` to the atoms and renders the mounted modals before returning. A render left
 * to React's scheduler runs in a task of its own, often after one more frame: opening on a click
 * paints a frame sooner this way.
 * @example renderNow(() => core.modal.open())
 */
export function renderNow(change: () => void): void {
  flushSync(change)
}

export type RenderNow = typeof renderNow
