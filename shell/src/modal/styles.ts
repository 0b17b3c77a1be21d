import { MODAL_WIDTH_PX, MODAL_Z_INDEX } from '@portico/contracts'

/**
 * The modal's CSS, scoped by its shadow root so host styles cannot leak in. Theme variables are
 * AppKit's names (--w3m-*) so a dapp's existing theme carries over.
 */
export const modalStyles = `
:host {
  all: initial;
  --w3m-accent: #4763ff; /* white on it: 4.7:1 (WCAG AA) */
  --w3m-font-family: ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  --w3m-border-radius-master: 4px;
}
.overlay, .card {
  --portico-bg: #141414; --portico-fg: #e4e7e7; --portico-muted: #949e9e; --portico-item: #1f2121; --portico-item-hover: #2a2d2d;
  --portico-error: #f25a67; --portico-success: #26d962; --portico-warning: #f5a623;
  /* Accent as text: lighter or darker than the accent itself so it keeps a 4.5:1 contrast. */
  --portico-accent-text: var(--portico-accent-text-dark, color-mix(in srgb, var(--w3m-accent) 55%, #ffffff));
  font-family: var(--w3m-font-family);
  color: var(--portico-fg);
}
[data-theme='light'] { --portico-bg: #ffffff; --portico-fg: #141414; --portico-muted: #5e6464; --portico-item: #f3f3f3; --portico-item-hover: #e6e6e6; --portico-error: #c4253a; --portico-success: #0a7a34; --portico-warning: #8a5a00; --portico-accent-text: var(--portico-accent-text-light, color-mix(in srgb, var(--w3m-accent) 70%, #000000)); }
.overlay {
  position: fixed; inset: 0; box-sizing: border-box; z-index: var(--w3m-z-index, ${MODAL_Z_INDEX});
  display: flex; align-items: center; justify-content: center;
  background: rgba(0, 0, 0, 0.6);
  /* The dapp behind blurs, so its text does not compete with the modal's. */
  -webkit-backdrop-filter: blur(8px); backdrop-filter: blur(8px);
  animation: fade-in 150ms ease;
}
@media (prefers-reduced-transparency: reduce) { .overlay { -webkit-backdrop-filter: none; backdrop-filter: none; } }
.card {
  box-sizing: border-box; width: ${MODAL_WIDTH_PX}px; max-width: 100%; max-height: calc(var(--portico-vh, 100vh) * 0.9); overflow: auto;
  /* --w3m-color-mix tints the card, by --w3m-color-mix-strength. */
  background: color-mix(in srgb, var(--portico-bg), var(--w3m-color-mix, var(--portico-bg)) var(--w3m-color-mix-strength, 0%));
  border-radius: calc(var(--w3m-border-radius-master) * 8);
  padding: 12px 16px 16px; position: relative;
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.35);
  animation: card-in 150ms ease;
}
/* The view's box takes its content's height in pixels (useAnimatedHeight), so a view change moves the card's height; growth inside a view does not. */
.body.moving { transition: height 150ms ease; overflow: clip; }
/* Its own formatting context: a view's margins stay inside the measured height. */
.body-content { display: flow-root; }
/* Phones (by the visual viewport's width, see Modal): a sheet sliding up from the bottom edge, its top corners rounded. */
.overlay.sheet { align-items: flex-end; }
.sheet .card { width: 100%; max-height: calc(var(--portico-vh, 100vh) * 0.92); border-radius: calc(var(--w3m-border-radius-master) * 8) calc(var(--w3m-border-radius-master) * 8) 0 0; padding-bottom: max(48px, env(safe-area-inset-bottom)); /* clear of the home indicator and the thumb's edge */ animation: sheet-in 150ms ease-out; }
/* A list that scrolls fades at the card's edge instead of being cut. */
.fade-edges { mask-image: linear-gradient(to bottom, transparent 0, #000 12px, #000 calc(100% - 24px), transparent 100%); -webkit-mask-image: linear-gradient(to bottom, transparent 0, #000 12px, #000 calc(100% - 24px), transparent 100%); }
.card:focus { outline: none; }
.card.shake { animation: shake 500ms cubic-bezier(0.36, 0.07, 0.19, 0.97); }
.header { display: flex; align-items: center; justify-content: space-between; margin-bottom: 12px; }
.header-title { font-size: 16px; font-weight: 600; margin: 0; animation: fade-in 120ms ease; }
.icon-button { width: 32px; height: 32px; display: inline-flex; align-items: center; justify-content: center; padding: 0; border: 0; border-radius: 8px; background: transparent; color: inherit; font-size: 22px; cursor: pointer; }
[dir='rtl'] .icon-button .ui-icon { transform: scaleX(-1); }
.icon-button:hover { background: var(--portico-item); }
.icon-button-placeholder { width: 32px; }
.view { display: flex; flex-direction: column; align-items: stretch; gap: 8px; animation: view-in 150ms ease; }
.approve-frame-place { height: 400px; border-radius: calc(var(--w3m-border-radius-master) * 4); background: var(--portico-item); }
.email-field { display: flex; gap: 8px; }
.email-field input {
  flex: 1; min-width: 0; box-sizing: border-box; min-height: 48px; padding: 0 12px; border: 1px solid var(--portico-item); border-radius: calc(var(--w3m-border-radius-master) * 4);
  background: transparent; color: inherit; font: inherit; font-size: 15px;
}
.email-field input:focus-visible { outline: 2px solid var(--w3m-accent); outline-offset: 1px; }
.connecting-view, .account-view { align-items: center; text-align: center; }
.wallet-list, .feature-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; width: 100%; }
.list-item {
  box-sizing: border-box; width: 100%; display: flex; align-items: center; gap: 12px; padding: 8px 12px; min-height: 48px;
  border: 0; border-radius: calc(var(--w3m-border-radius-master) * 4); background: var(--portico-item); color: inherit;
  font: inherit; font-size: 15px; cursor: pointer; text-align: start;
}
.list-item:hover { background: var(--portico-item-hover); }
/* A ring for the keyboard only: after a click, a ring on a row reads as "selected". */
.list-item:focus-visible { background: var(--portico-item-hover); outline: 2px solid var(--w3m-accent); outline-offset: -2px; }
:is(button, a, input, [tabindex]):focus:not(:focus-visible) { outline: none; }
.list-item-name { flex: 1; }
.list-item.unavailable { cursor: default; color: var(--portico-muted); }
.list-item.disconnect { justify-content: center; margin-top: 4px; }
.brand-mark { flex: none; display: inline-flex; align-items: center; justify-content: center; width: 28px; height: 28px; border-radius: 50%; color: #ffffff; box-shadow: inset 0 0 0 1px rgba(255, 255, 255, 0.16); }
.brand-mark .feature-icon { width: 16px; height: 16px; }
.icon-only .brand-mark { width: 30px; height: 30px; }
/* The wallet features: one row of icon buttons, the label under each. */
.action-tiles { list-style: none; margin: 4px 0 0; padding: 0; width: 100%; display: grid; grid-template-columns: repeat(auto-fit, minmax(64px, 1fr)); gap: 8px; }
.action-tile {
  box-sizing: border-box; width: 100%; min-height: 64px; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 6px;
  padding: 10px 4px; border: 0; border-radius: calc(var(--w3m-border-radius-master) * 4); background: var(--portico-item); color: inherit; font: inherit; font-size: 13px; cursor: pointer;
}
.action-tile:hover { background: var(--portico-item-hover); }
.action-tile:focus-visible { outline: 2px solid var(--w3m-accent); outline-offset: -2px; }
/* A feature that could not load says so, with its Retry, across the whole row. */
.action-tiles-wide { grid-column: 1 / -1; }
.action-tile-label { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.feature-icon { display: inline-flex; width: 20px; height: 20px; flex: none; background-color: currentColor; mask-size: contain; mask-repeat: no-repeat; mask-position: center; -webkit-mask-size: contain; -webkit-mask-repeat: no-repeat; -webkit-mask-position: center; }
.list-item[aria-current='true'] { outline: 1px solid var(--w3m-accent); outline-offset: -1px; }
.list-item:disabled { cursor: default; opacity: 0.7; }
.account-tabs { width: 100%; text-align: start; }
.tablist { display: flex; gap: 4px; margin: 8px 0; }
.tab { flex: 1; border: 0; border-radius: 999px; padding: 6px 10px; background: transparent; color: var(--portico-muted); font: inherit; font-size: 14px; cursor: pointer; }
.tab[aria-selected='true'] { background: var(--portico-item); color: var(--portico-fg); }
.button-row { display: flex; gap: 8px; width: 100%; margin-top: 8px; }
.button-row > * { flex: 1; justify-content: center; }
.tag { font-size: 11px; padding: 2px 6px; border-radius: 6px; background: color-mix(in srgb, var(--w3m-accent) 15%, transparent); color: var(--portico-accent-text); }
.wallet-icon { border-radius: 12px; object-fit: cover; }
.wallet-icon.placeholder { display: inline-block; background: var(--portico-item); }
.wallet-letter { display: inline-flex; overflow: hidden; flex: none; }
.wallet-letter .ui-letter-badge { border-radius: inherit; }
.connecting-icon.failed { animation: shake 500ms; }
.title { font-size: 16px; font-weight: 600; margin: 8px 0 0; }
.title.error { color: var(--portico-error); }
.truncate { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; max-width: 100%; min-width: 0; }
.alert { margin: 0 0 12px; padding: 8px 12px; border-radius: 12px; background: rgba(242, 90, 103, 0.12); color: var(--portico-error); font-size: 14px; }
.balance { font-size: 15px; margin: 0; }
.balance-large { font-size: 32px; font-weight: 400; line-height: 1.2; letter-spacing: -0.01em; }
.balance-symbol { color: var(--portico-muted); font-size: 0.6em; }
.account-identity { position: relative; width: 72px; height: 68px; }
.account-wallet-badge { position: absolute; right: 0; bottom: 0; display: inline-flex; padding: 2px; border-radius: 10px; background: var(--portico-bg); }
.account-wallet-badge .wallet-icon { border-radius: 8px; }
.tab-panel { max-height: 216px; overflow-y: auto; overscroll-behavior: contain; padding: 4px 0 12px; }
.list-item > .ui-icon:last-child { color: var(--portico-muted); }
[dir='rtl'] .list-item > .ui-icon:last-child { transform: scaleX(-1); }
.muted { color: var(--portico-muted); font-size: 14px; margin: 0; }
.small { font-size: 12px; }
.button { border: 0; border-radius: 999px; padding: 10px 18px; background: var(--w3m-accent); color: var(--portico-on-accent, #fff); font: inherit; cursor: pointer; }
.account-network { display: inline-flex; align-items: center; gap: 6px; padding: 4px 8px; border-radius: 999px; }
.account-network:hover { background: var(--portico-item); }
.link { border: 0; background: transparent; color: var(--portico-accent-text); font: inherit; cursor: pointer; }
.skeleton { color: transparent; background: linear-gradient(90deg, var(--portico-item), var(--portico-item-hover), var(--portico-item)); background-size: 200% 100%; animation: shimmer 1.2s infinite; border-radius: 8px; min-height: 1em; }
.toast {
  position: absolute; left: 50%; top: 12px; transform: translateX(-50%); padding: 8px 14px; border-radius: 999px;
  background: var(--portico-item-hover); font-size: 14px; animation: fade-in 150ms ease; white-space: nowrap;
}
.toast.success { color: var(--portico-success); } .toast.error { color: var(--portico-error); }
@keyframes fade-in { from { opacity: 0; } to { opacity: 1; } }
@keyframes view-in { from { opacity: 0; transform: translateY(4px); } to { opacity: 1; transform: none; } }
@keyframes card-in { from { opacity: 0; transform: scale(0.98); } to { opacity: 1; transform: none; } }
@keyframes sheet-in { from { transform: translateY(100%); } to { transform: none; } }
@keyframes shimmer { from { background-position: 200% 0; } to { background-position: -200% 0; } }
@keyframes shake { 10%, 90% { transform: translateX(-1px); } 20%, 80% { transform: translateX(2px); } 30%, 50%, 70% { transform: translateX(-4px); } 40%, 60% { transform: translateX(4px); } }
@media (prefers-reduced-motion: reduce) { *, *::before, *::after { animation: none !important; transition: none !important; } }
`
