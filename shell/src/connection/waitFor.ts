/**
 * Resolves with the first value `read` gives that is not undefined: now, or on a change `watch`
 * reports; undefined when none came within `ms`. One wait for stored wallets, wagmi's connectors
 * and wagmi's reconnect.
 * @example await waitFor(() => findWallet(rdns), (onChange) => store.sub(atoms.announcedWallets, onChange), 1_500)
 */
export function waitFor<T>(read: () => T | undefined, watch: (onChange: () => void) => () => void, ms: number): Promise<T | undefined> {
  const now = read()
  if (now !== undefined) return Promise.resolve(now)
  return new Promise((resolve) => {
    const done = (value: T | undefined) => {
      clearTimeout(timer)
      unwatch()
      resolve(value)
    }
    const timer = setTimeout(() => done(read()), ms)
    const unwatch = watch(() => {
      const value = read()
      if (value !== undefined) done(value)
    })
  })
}
