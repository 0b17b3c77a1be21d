import { adoptStylesRef } from '@portico/contracts'
/**
 * The names views' own styles (the shell's stylesheet has lists and buttons, no labelled field
 * with a suffix). Adopted (a constructable stylesheet, allowed by a strict CSP) into the modal's shadow
 * root only; every class is `names-*`.
 */
export const namesStyles = `
.names-view { align-items: stretch; }
.names-field { display: flex; flex-direction: column; gap: 4px; }
.names-field label { font-size: 12px; color: var(--portico-muted); }
.names-input-row { display: flex; align-items: center; border: 1px solid var(--portico-item-hover); border-radius: 12px; background: var(--portico-item); padding: 0 12px; }
.names-input-row:focus-within { outline: 2px solid var(--w3m-accent); outline-offset: -2px; }
.names-input { flex: 1; min-width: 0; padding: 10px 0; border: 0; background: transparent; color: inherit; font: inherit; font-size: 15px; outline: none; }
.names-suffix { color: var(--portico-muted); }
.names-status { display: inline-flex; align-items: center; gap: 8px; margin: 0; max-width: 100%; }
.names-spinner { width: 14px; height: 14px; flex: none; border: 2px solid var(--portico-item-hover); border-top-color: var(--w3m-accent); border-radius: 50%; animation: names-spin 800ms linear infinite; }
.names-suggestions { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; }
.names-view .alert { margin: 0; }
.names-view .button:disabled { opacity: 0.5; cursor: default; }
.names-available { margin: 0; color: var(--portico-success); }
.names-taken { margin: 0; color: var(--portico-error); }
.names-done { align-items: center; text-align: center; }
@keyframes names-spin { to { transform: rotate(360deg); } }
`

/** Set as the view root's ref: adopts the styles into the modal's shadow root. */
export const namesStylesRef = adoptStylesRef(namesStyles)
