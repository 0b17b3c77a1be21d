import { useEffect, useRef } from 'react'
import { useMessages } from '../../i18n/useMessages'
import { useShellCore } from '../../ShellContext'

// The modal grows into place over 150 ms (SPEC section 9): the frame follows until it settles.
const SETTLE_MS = 200

/**
 * SPEC section 2 ApproveTransaction: a place in the modal that the secure frame covers while an
 * unsafe request waits. The approval UI, and the only Approve button, are the frame's own: this
 * page cannot click for the user. Leaving the view hides the frame (and aborts the request).
 */
export function ApproveTransactionView() {
  const core = useShellCore()
  const t = useMessages()
  const place = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = place.current
    const wallet = core.embeddedWallet
    if (!element || !wallet) return
    // Shown only where the card's entry animation ends: chromium drops input to a cross-origin
    // frame for a while after it moves, so a frame placed mid-animation would eat the first click.
    let settled = false
    const follow = () => settled && wallet.showFrameAt(element.getBoundingClientRect())
    const root = element.getRootNode() as Document | ShadowRoot
    const running = typeof root.getAnimations === 'function' ? root.getAnimations() : []
    void Promise.allSettled(running.map((animation) => animation.finished)).then(() => {
      settled = true
      follow()
    })
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(follow)
    observer?.observe(element)
    const timer = setTimeout(follow, SETTLE_MS)
    window.addEventListener('resize', follow)
    window.addEventListener('scroll', follow, true)
    return () => {
      settled = false
      observer?.disconnect()
      clearTimeout(timer)
      window.removeEventListener('resize', follow)
      window.removeEventListener('scroll', follow, true)
      wallet.showFrameAt(undefined)
    }
  }, [core])
  return (
    <div className="view approve-transaction">
      <p className="muted">{t('approveInFrame')}</p>
      <div ref={place} className="approve-frame-place" data-testid="approve-frame-place" />
    </div>
  )
}
