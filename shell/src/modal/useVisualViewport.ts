import { useSyncExternalStore } from 'react'
import { readViewportBox, sameBox, type ViewportBox } from './visualViewportBox'

let last: ViewportBox | undefined

/** The same object while the box is unchanged, as useSyncExternalStore wants. */
function snapshot(): ViewportBox {
  const next = readViewportBox(window)
  if (!last || !sameBox(last, next)) last = next
  return last
}

function subscribe(onChange: () => void): () => void {
  const viewport = window.visualViewport
  viewport?.addEventListener('resize', onChange)
  viewport?.addEventListener('scroll', onChange)
  window.addEventListener('resize', onChange)
  return () => {
    viewport?.removeEventListener('resize', onChange)
    viewport?.removeEventListener('scroll', onChange)
    window.removeEventListener('resize', onChange)
  }
}

const SERVER_BOX: ViewportBox = { left: 0, top: 0, width: 1280, height: 800 }

/** The visual viewport's box, followed as it pans, zooms and resizes (the phone's keyboard). */
export function useVisualViewport(): ViewportBox {
  return useSyncExternalStore(subscribe, snapshot, () => SERVER_BOX)
}
