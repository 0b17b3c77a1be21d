import { adoptStylesRef } from '@portico/contracts'
/**
 * The socials views' own styles: the shell's stylesheet has lists and buttons but no spinner or QR
 * frame. Adopted (a constructable stylesheet, allowed by a strict CSP) into the modal's shadow root only;
 * every class is `socials-*`.
 */
export const socialsStyles = `
.socials-step { align-items: center; text-align: center; }
.socials-mark { display: inline-flex; align-items: center; justify-content: center; width: 72px; height: 72px; margin: 8px 0 4px; border-radius: 50%; box-shadow: inset 0 0 0 1px rgba(255, 255, 255, 0.16); }
.socials-mark-glyph { width: 36px; height: 36px; background: #ffffff; mask-size: contain; mask-repeat: no-repeat; mask-position: center; -webkit-mask-size: contain; -webkit-mask-repeat: no-repeat; -webkit-mask-position: center; }
.socials-step .title { margin: 0; }
.socials-status { display: inline-flex; align-items: center; gap: 8px; }
.socials-spinner { width: 14px; height: 14px; flex: none; border: 2px solid var(--portico-item-hover); border-top-color: var(--w3m-accent); border-radius: 50%; animation: socials-spin 800ms linear infinite; }
.socials-actions { display: flex; gap: 8px; width: 100%; }
.socials-actions > * { flex: 1; display: flex; align-items: center; justify-content: center; box-sizing: border-box; min-height: 48px; text-decoration: none; }
.socials-step .alert { margin: 0; width: 100%; box-sizing: border-box; }
.socials-step .button, .socials-step .list-item { justify-content: center; }
@keyframes socials-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .socials-spinner { animation-duration: 2400ms; } }
`

/** Set as the view root's ref: adopts the styles into the modal's shadow root. */
export const socialsStylesRef = adoptStylesRef(socialsStyles)
