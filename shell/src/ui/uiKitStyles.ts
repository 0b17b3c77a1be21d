/** The UI kit's CSS (uiKit), in the modal's theme variables; the shell adopts it into the modal. */
export const UI_KIT_STYLES = `
.ui-icon { flex: none; display: block; }
.ui-avatar { flex: none; display: inline-block; border-radius: 50%; box-shadow: inset 0 0 0 1px rgba(255, 255, 255, 0.12); }
.ui-letter-badge {
  flex: none; display: inline-flex; align-items: center; justify-content: center; border-radius: 50%;
  color: #ffffff; font-weight: 600; line-height: 1; overflow: hidden; letter-spacing: 0.02em;
}
.ui-letter-badge::before { content: attr(data-letter); }
.ui-logo { flex: none; border-radius: 50%; object-fit: cover; background: var(--portico-item-hover); }
.ui-letter-badge.ui-square, .ui-logo.ui-square { border-radius: 16%; }
.ui-qr {
  position: relative; display: flex; align-items: center; justify-content: center; margin: 0 auto; max-width: 100%;
  border-radius: calc(var(--w3m-border-radius-master) * 6); overflow: hidden; background: #ffffff;
}
/* Never a blank plate: a shimmer until the code is drawn. */
.ui-qr[data-ready='false'] {
  background: linear-gradient(100deg, #ececec 30%, #f8f8f8 50%, #ececec 70%) 0 0 / 300% 100%;
  animation: ui-shimmer 1.2s linear infinite;
}
@keyframes ui-shimmer { to { background-position: -150% 0; } }
@media (prefers-reduced-motion: reduce) { .ui-qr[data-ready='false'] { animation: none; } }
.ui-qr svg { display: block; max-width: 100%; height: auto; }
.ui-qr-logo { position: absolute; border-radius: 22%; background: #ffffff; object-fit: contain; }
.ui-qr-mark { display: flex; align-items: center; justify-content: center; color: #ffffff; background: #141414; }
.ui-problem { align-items: center; text-align: center; }
.ui-problem .alert { margin: 0; width: 100%; box-sizing: border-box; }
.ui-problem .button, .ui-problem .list-item { justify-content: center; }
`
