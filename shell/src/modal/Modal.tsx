import { useAtomValue } from 'jotai'
import { useEffect, useRef } from 'react'
import { Header } from './components/Header'
import { Toast } from './components/Toast'
import { localeDirection } from '@portico/contracts'
import { CurrentView, viewTitle } from './CurrentView'
import { useLocale, useMessages, useShownMessage } from './i18n/useMessages'
import { useDescribedText } from './i18n/describedText'
import { useShellCore } from './ShellContext'
import { useAnimatedHeight } from './useAnimatedHeight'

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** The focused element, looking into open shadow roots (the page's buttons live in them). */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active as HTMLElement | null
}

/** Runs `run` after the next frame is painted (two animation frames); cancellable. */
function afterNextPaint(run: () => void): { cancel: () => void } {
  let id = requestAnimationFrame(() => {
    id = requestAnimationFrame(run)
  })
  return { cancel: () => cancelAnimationFrame(id) }
}

/** The modal card: header, current view, toast; focus is trapped inside and restored on close. */
export function Modal({ embedded }: { embedded: boolean }) {
  const core = useShellCore()
  const modal = useAtomValue(core.atoms.modal)
  const history = useAtomValue(core.atoms.history)
  const plugins = useAtomValue(core.atoms.plugins)
  const themeMode = useAtomValue(core.atoms.themeMode)
  const alert = useAtomValue(core.atoms.alert)
  const card = useRef<HTMLDivElement>(null)
  const route = history[history.length - 1] ?? { view: 'Connect' }
  const visible = embedded || modal.open
  const t = useMessages()
  const shown = useShownMessage()
  const locale = useLocale()
  const title = viewTitle(route, plugins)
  const body = useAnimatedHeight<HTMLDivElement, HTMLDivElement>(visible ? `${history.length}:${route.view}` : undefined)
  const pluginTitle = useDescribedText('text' in title ? title.description : undefined, 'text' in title ? title.text : '')

  useEffect(() => {
    if (!visible || embedded) return
    const previous = deepActiveElement()
    // Focus moves in once the modal has painted: focusing forces style and layout, which would
    // otherwise delay the first frame of a click.
    const frame = afterNextPaint(() => card.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true }))
    return () => {
      frame.cancel()
      previous?.focus?.()
    }
  }, [visible, embedded])

  if (!visible) return null

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && !embedded) {
      event.stopPropagation()
      core.modal.close()
      return
    }
    if (event.key !== 'Tab' || !card.current) return
    const items = [...card.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = items[0]
    const last = items[items.length - 1]
    const active = (card.current.getRootNode() as ShadowRoot).activeElement
    if (event.shiftKey && active === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  const content = (
    <div
      ref={card}
      className={`card${modal.shake ? ' shake' : ''}`}
      role="dialog"
      aria-modal={!embedded}
      aria-labelledby="portico-modal-title"
      data-theme={themeMode}
      data-view={route.view}
      lang={locale}
      dir={localeDirection(locale)}
      onKeyDown={onKeyDown}
    >
      <Header title={'key' in title ? t(title.key) : pluginTitle} canGoBack={history.length > 1} onBack={core.modal.goBack} onClose={core.modal.close} />
      {alert ? (
        <p className="alert" role="alert">
          {shown(alert)}
        </p>
      ) : null}
      <div className="body" ref={body.outer}>
        <div className="body-content" ref={body.inner}>
          <CurrentView route={route} plugins={plugins} />
        </div>
      </div>
      <Toast />
    </div>
  )
  if (embedded) return content
  return (
    <div className="overlay" data-theme={themeMode} dir={localeDirection(locale)} onClick={(e) => e.target === e.currentTarget && core.modal.close()}>
      {content}
    </div>
  )
}
