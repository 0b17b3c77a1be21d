import { useAtomValue } from 'jotai'
import { useEffect, useRef } from 'react'
import { Header } from './components/Header'
import { Toast } from './components/Toast'
import { localeDirection } from '@portico/contracts'
import { CurrentView, viewTitle } from './CurrentView'
import { useLocale, useMessages, useShownMessage } from './i18n/useMessages'
import { useDescribedText } from './i18n/describedText'
import type { RouteEntry } from '../core/atoms'
import { useShellCore } from './ShellContext'
import { trapFocus } from './trapFocus'
import { useAnimatedHeight } from './useAnimatedHeight'
import { useFocusInDialog } from './useFocusInDialog'
import { useFocusOnOpen } from './useFocusOnOpen'
import { useVisualViewport } from './useVisualViewport'
import { isSheet, type ViewportBox } from './visualViewportBox'
import { connectingWallet } from './views/ConnectingExternal/connectingWallet'
import { ACCOUNT_VIEWS, preloadViews } from './views/shellViews'

/** The overlay covers what the visitor sees (the visual viewport), not the page: a wide page on a phone would carry the sheet off screen. */
function overlayPlacement(box: ViewportBox): React.CSSProperties {
  return { left: box.left, top: box.top, width: box.width, height: box.height, '--portico-vh': `${box.height}px` } as React.CSSProperties
}

/** A wallet's connection is titled by the wallet. */
function useConnectingWalletName(route: RouteEntry): string | undefined {
  const core = useShellCore()
  const announced = useAtomValue(core.atoms.announcedWallets)
  const namespaceWallets = useAtomValue(core.atoms.namespaceWallets)
  return route.view === 'ConnectingExternal' && route.connectorId ? connectingWallet(route.connectorId, announced, namespaceWallets)?.name : undefined
}

/** The modal card: header, current view, toast; focus is trapped inside and restored on close. */
export function Modal({ embedded }: { embedded: boolean }) {
  const core = useShellCore()
  const modal = useAtomValue(core.atoms.modal)
  const history = useAtomValue(core.atoms.history)
  const plugins = useAtomValue(core.atoms.plugins)
  const themeMode = useAtomValue(core.atoms.themeMode)
  const alert = useAtomValue(core.atoms.alert)
  const connected = useAtomValue(core.atoms.account).status === 'connected'
  const card = useRef<HTMLDivElement>(null)
  const route = history[history.length - 1] ?? { view: 'Connect' }
  const visible = embedded || modal.open
  const t = useMessages()
  const shown = useShownMessage()
  const locale = useLocale()
  const title = viewTitle(route, plugins)
  const body = useAnimatedHeight<HTMLDivElement, HTMLDivElement>(visible ? `${history.length}:${route.view}` : undefined)
  const pluginTitle = useDescribedText('text' in title ? title.description : undefined, 'text' in title ? title.text : '')
  const walletName = useConnectingWalletName(route)

  const viewport = useVisualViewport()
  // Before useFocusOnOpen: on close the page is live again before the focus goes back to it.
  useFocusInDialog(card, visible, embedded, `${history.length}:${route.view}`)
  useFocusOnOpen(card, visible, embedded)

  useEffect(() => {
    // A connected account's views are what the next open shows: their code loads now, not on that click.
    if (connected) preloadViews(ACCOUNT_VIEWS)
  }, [connected])

  if (!visible) return null

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && !embedded) {
      event.stopPropagation()
      core.modal.close()
      return
    }
    if (card.current) trapFocus(card.current, event)
  }

  const content = (
    <div
      ref={card}
      tabIndex={-1}
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
      <Header title={walletName ?? ('key' in title ? t(title.key) : pluginTitle)} canGoBack={history.length > 1} onBack={core.modal.goBack} onClose={core.modal.close} />
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
    <div
      className={`overlay${isSheet(viewport) ? ' sheet' : ''}`}
      style={overlayPlacement(viewport)}
      data-theme={themeMode}
      dir={localeDirection(locale)}
      onClick={(e) => e.target === e.currentTarget && core.modal.close()}
    >
      {content}
    </div>
  )
}
