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
/* The review: the two sides large, the details secondary, the two buttons alike. */
.swap-legs { display: flex; flex-direction: column; gap: 4px; }
.swap-leg { display: flex; align-items: center; gap: 12px; padding: 12px; border-radius: 16px; background: var(--portico-item); text-align: start; }
.swap-leg-text { display: flex; flex-direction: column; min-width: 0; }
.swap-leg-label, .swap-leg-usd { font-size: 12px; color: var(--portico-muted); }
.swap-leg-amount { font-size: 22px; font-weight: 600; line-height: 1.25; overflow-wrap: anywhere; }
.swap-legs-arrow { align-self: center; display: inline-flex; padding: 4px; margin: -10px 0; z-index: 1; border: 3px solid var(--portico-bg); border-radius: 10px; background: var(--portico-item-hover); color: var(--portico-muted); }
.swap-actions { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
.swap-actions > * { min-height: 48px; justify-content: center; text-align: center; border-radius: 999px; }
.swap-details [data-level='high'] { color: var(--portico-warning, #f5a623); font-weight: 600; }
.swap-details [data-level='severe'] { color: var(--portico-error); font-weight: 600; }
.swap-details { margin: 0; display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; text-align: start; font-size: 12px; padding: 10px 12px; border: 1px solid var(--portico-item); border-radius: 12px; }
.swap-details dt { color: var(--portico-muted); }
.swap-details dd { margin: 0; text-align: end; }
`

/** Set as the view root's ref: adopts the styles into the modal's shadow root. */
export const swapStylesRef = adoptStylesRef(swapStyles)
