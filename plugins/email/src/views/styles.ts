import { adoptStylesRef } from '@portico/contracts'
/**
 * The email views' own styles: the shell's stylesheet has lists and buttons but no labelled fields
 * or spinner. Adopted (a constructable stylesheet, allowed by a strict CSP) into the modal's shadow root
 * only; every class is `email-step-*`, since the shell styles its own email field as `.email-field`.
 */
export const emailStyles = `
.email-step { align-items: center; text-align: center; }
.email-step-field { display: flex; flex-direction: column; gap: 4px; width: 100%; text-align: start; }
.email-step-field label { font-size: 12px; color: var(--portico-muted); }
.email-step-input { box-sizing: border-box; width: 100%; padding: 10px 12px; border: 1px solid var(--portico-item-hover); border-radius: 12px; background: var(--portico-item); color: inherit; font: inherit; font-size: 15px; }
.email-step-input:focus-visible { outline: 2px solid var(--w3m-accent); outline-offset: -2px; }
.email-step-input:disabled { opacity: 0.6; }
.otp-boxes { position: relative; }
/* The real field lies over the boxes, its own text and caret hidden: the boxes show the digits. */
.email-step-otp { position: absolute; inset: 0; z-index: 1; color: transparent; caret-color: transparent; background: transparent; border-color: transparent; font-size: 16px; }
.email-step-otp::selection { background: transparent; }
/* The current box shows where the digit goes: the field under it draws no ring of its own. */
.email-step-otp:focus-visible { outline: none; }
.otp-box-row { display: grid; grid-template-columns: repeat(6, 1fr); gap: 8px; }
.otp-box {
  box-sizing: border-box; height: 52px; display: flex; align-items: center; justify-content: center; border: 1px solid var(--portico-item-hover);
  border-radius: 12px; background: var(--portico-item); font-size: 22px; font-weight: 600; font-variant-numeric: tabular-nums;
}
.otp-boxes:focus-within .otp-box.current { border-color: var(--w3m-accent); box-shadow: 0 0 0 1px var(--w3m-accent); }
.email-step-otp:disabled + .otp-box-row { opacity: 0.6; }
.email-step-address { font-weight: 600; margin: 0; max-width: 100%; overflow-wrap: anywhere; }
.email-step-icon { display: inline-flex; align-items: center; justify-content: center; width: 64px; height: 64px; margin-top: 4px; border-radius: 50%; background: var(--portico-item); color: var(--w3m-accent); }
.email-step-icon.failed { color: var(--portico-error); }
.email-step .title { margin: 0; }
.email-step-failure { display: flex; flex-direction: column; align-items: center; gap: 4px; max-width: 100%; }
.email-step-failure .muted { margin: 4px 0 0; }
.email-step-status { display: inline-flex; align-items: center; gap: 8px; }
.email-step-spinner { width: 14px; height: 14px; flex: none; border: 2px solid var(--portico-item-hover); border-top-color: var(--w3m-accent); border-radius: 50%; animation: email-step-spin 800ms linear infinite; }
.email-step .alert { margin: 0; width: 100%; box-sizing: border-box; }
.email-step .button, .email-step .list-item { justify-content: center; }
/* Go back and Try again of equal width, whatever their labels and paddings. */
.email-step .button-row { display: grid; grid-auto-columns: 1fr; grid-auto-flow: column; }
.email-step .button:disabled, .email-step .link:disabled { opacity: 0.5; cursor: default; }
@keyframes email-step-spin { to { transform: rotate(360deg); } }
`

/** Set as the view root's ref: adopts the styles into the modal's shadow root. */
export const emailStylesRef = adoptStylesRef(emailStyles)
