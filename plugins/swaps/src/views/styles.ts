import { adoptStylesRef } from '@portico/contracts'
/**
 * The swap views' own styles: the shell's stylesheet has lists and buttons but no form fields.
 * Adopted (a constructable stylesheet, allowed by a strict CSP) into the modal's shadow root only.
 */
export const swapStyles = `
.swap-field { display: flex; flex-direction: column; gap: 6px; padding: 12px; border-radius: 16px; background: var(--portico-item); text-align: start; }
.swap-field > label, .swap-field > span { font-size: 12px; color: var(--portico-muted); }
.swap-row { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.swap-input { box-sizing: border-box; min-width: 0; flex: 1; padding: 4px 0; border: 0; background: transparent; color: inherit; font: inherit; font-size: 28px; font-weight: 600; }
.swap-input:focus-visible { outline: 2px solid var(--w3m-accent); outline-offset: 2px; }
.swap-token { width: auto; flex: none; gap: 8px; border-radius: 999px; padding: 6px 10px 6px 6px; }
.swap-token > .ui-icon { color: var(--portico-muted); }
/* A drawn control on the seam between the two fields. */
.swap-switch {
  align-self: center; display: inline-flex; align-items: center; justify-content: center; width: 36px; height: 36px; margin: -14px 0; z-index: 1;
  border: 4px solid var(--portico-bg); border-radius: 12px; background: var(--portico-item-hover); color: var(--portico-fg); padding: 0;
}
.swap-search { box-sizing: border-box; width: 100%; padding: 10px 12px; border: 1px solid var(--portico-item-hover); border-radius: 12px; background: var(--portico-item); color: inherit; font: inherit; }
.swap-error { color: var(--portico-error); font-size: 12px; margin: 0; text-align: start; }
.swap-button:disabled { opacity: 0.5; cursor: default; }
.swap-details { margin: 0; display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; text-align: start; font-size: 13px; }
.swap-details dt { color: var(--portico-muted); }
.swap-details dd { margin: 0; text-align: end; }
`

/** Set as the view root's ref: adopts the styles into the modal's shadow root. */
export const swapStylesRef = adoptStylesRef(swapStyles)
