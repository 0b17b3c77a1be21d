/** WalletConnect's mark on a 40 x 40 grid: its tile and its path, in white. */
export const WALLETCONNECT_TILE = { fill: '#3396ff', rx: 12 } as const
export const WALLETCONNECT_PATH =
  'M12.3 15.6c4.3-4.2 11.2-4.2 15.4 0l.5.5a.5.5 0 0 1 0 .8l-1.8 1.7a.3.3 0 0 1-.4 0l-.7-.7a8 8 0 0 0-10.6 0l-.8.7a.3.3 0 0 1-.4 0l-1.8-1.7a.5.5 0 0 1 0-.8zm19 3.5 1.6 1.6a.5.5 0 0 1 0 .8l-7.2 7a.6.6 0 0 1-.8 0L20 23.6a.1.1 0 0 0-.2 0l-5 4.9a.6.6 0 0 1-.8 0l-7.2-7a.5.5 0 0 1 0-.8l1.6-1.6a.6.6 0 0 1 .8 0l5 4.9a.1.1 0 0 0 .2 0l5-4.9a.6.6 0 0 1 .8 0l5 4.9a.1.1 0 0 0 .2 0l5-4.9a.6.6 0 0 1 .8 0z'

/** WalletConnect's mark, inline: the Connect view shows it before any image could load. */
export const WALLETCONNECT_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="${WALLETCONNECT_TILE.rx}" fill="${WALLETCONNECT_TILE.fill}"/><path d="${WALLETCONNECT_PATH}" fill="#fff"/></svg>`,
  )
