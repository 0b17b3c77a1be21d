import { adoptStylesRef } from '@portico/contracts'
/**
 * The send views' own styles: the shell's stylesheet has lists and buttons but no form fields.
 * Adopted (a constructable stylesheet, allowed by a strict CSP) into the modal's shadow root only.
 */
export const sendStyles = `
.send-field { display: flex; flex-direction: column; gap: 4px; text-align: start; }
.send-field label { font-size: 12px; color: var(--portico-muted); }
.token-select { width: auto; flex: none; gap: 8px; border-radius: 999px; padding: 6px 10px 6px 6px; }
.token-select > .ui-icon { color: var(--portico-muted); }
.send-receiver-row { position: relative; display: flex; align-items: center; }
.send-receiver-row .send-input { flex: 1; min-width: 0; padding-inline-end: 88px; }
.send-paste { position: absolute; inset-inline-end: 8px; display: inline-flex; align-items: center; gap: 4px; padding: 6px 8px; border-radius: 8px; }
.send-paste:hover { background: var(--portico-item-hover); }
.send-input { box-sizing: border-box; width: 100%; padding: 10px 12px; border: 1px solid var(--portico-item-hover); border-radius: 12px; background: var(--portico-item); color: inherit; font: inherit; font-size: 15px; }
.send-input:focus-visible { outline: 2px solid var(--w3m-accent); outline-offset: -2px; }
.send-amount { font-size: 28px; font-weight: 600; }
.send-row { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.send-error { color: var(--portico-error); font-size: 12px; margin: 0; }
.send-warning { color: var(--portico-fg); font-size: 12px; margin: 0; padding: 6px 8px; border-radius: 8px; background: var(--portico-item); border-inline-start: 3px solid var(--portico-error); }
.send-name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; max-width: 100%; }
.preview-list dd.send-name { min-width: 0; word-break: normal; }
.send-button:disabled { opacity: 0.5; cursor: default; }
.send-preview { gap: 10px; }
.send-preview-amount { margin: 4px 0 0; font-size: 28px; font-weight: 600; line-height: 1.2; overflow-wrap: anywhere; }
.send-preview-details { width: 100%; box-sizing: border-box; padding: 12px; border: 1px solid var(--portico-item); border-radius: 12px; }
.send-preview-actions > * { min-height: 48px; border-radius: 999px; }
.preview-list { margin: 0; display: grid; grid-template-columns: max-content 1fr; gap: 8px 16px; text-align: start; }
.preview-list dt { color: var(--portico-muted); font-size: 14px; }
.preview-list dd { margin: 0; text-align: end; font-size: 14px; word-break: break-all; }
`

/** Set as the view root's ref: adopts the styles into the modal's shadow root. */
export const sendStylesRef = adoptStylesRef(sendStyles)
