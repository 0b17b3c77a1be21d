interface SaveDataConnection {
  saveData?: boolean
}

/**
 * Runs `task` once the page has loaded and the main thread is idle, at the lowest priority the
 * browser offers. Never where the user asked to save data (Save-Data), nor where the browser has
 * no idle callback (Safari): a guess at idleness could compete with the dapp's own start.
 * Returns a function that cancels it if it has not run.
 *
 * @example whenIdle(window, () => void import('./modal/mountModal'))
 */
export function whenIdle(win: Window, task: () => void): () => void {
  const connection = (win.navigator as Navigator & { connection?: SaveDataConnection }).connection
  if (connection?.saveData || typeof win.requestIdleCallback !== 'function') return () => undefined
  let idleHandle: number | undefined
  const schedule = () => {
    idleHandle = win.requestIdleCallback(() => task())
  }
  if (win.document.readyState === 'complete') schedule()
  else win.addEventListener('load', schedule, { once: true })
  return () => {
    win.removeEventListener('load', schedule)
    if (idleHandle !== undefined) win.cancelIdleCallback(idleHandle)
  }
}
