/** The AllWallets view's CSS, added to the modal's shadow root. */
export const allWalletsViewStyles = `
.search-input {
  box-sizing: border-box; width: 100%; height: 40px; padding: 0 12px; border: 1px solid var(--portico-item-hover);
  border-radius: calc(var(--w3m-border-radius-master) * 4); background: var(--portico-item); color: inherit; font: inherit; font-size: 15px;
}
.search-input:focus-visible { outline: 2px solid var(--w3m-accent); outline-offset: -1px; }
/* Its own scroller of fixed height: the window arithmetic needs it, and the header stays put. */
.wallet-grid-scroll { height: min(416px, calc(var(--portico-vh, 100vh) * 0.9 - 150px)); overflow-y: auto; overscroll-behavior: contain; padding: 2px; }
.wallet-grid-space { position: relative; }
.wallet-grid { list-style: none; margin: 0; padding: 0; display: grid; will-change: transform; }
.wallet-grid > li { min-width: 0; }
.wallet-tile {
  box-sizing: border-box; width: 100%; height: 100%; display: flex; flex-direction: column; align-items: center; justify-content: flex-start; gap: 4px;
  padding: 8px 4px; border: 0; border-radius: calc(var(--w3m-border-radius-master) * 4); background: var(--portico-item); color: inherit; font: inherit; cursor: pointer;
}
.wallet-tile:hover, .wallet-tile:focus-visible { background: var(--portico-item-hover); outline: 2px solid var(--w3m-accent); outline-offset: -2px; }
.wallet-tile-name { max-width: 100%; font-size: 12px; line-height: 1.2; text-align: center; overflow-wrap: anywhere; hyphens: auto; }
.wallet-tile-tag { font-size: 10px; line-height: 1.3; margin-top: auto; color: var(--portico-accent-text); }
.wallet-tile.skeleton { cursor: default; }
.all-wallets-empty { text-align: center; padding: 32px 0; }
.sheet .wallet-grid-scroll { height: calc(var(--portico-vh, 100vh) * 0.9 - 150px); }
`
