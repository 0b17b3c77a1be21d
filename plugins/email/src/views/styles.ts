/**
 * The email views' own styles: the shell's stylesheet has lists and buttons but no form fields or
 * spinner. Rendered as a <style> inside the view, so it applies within the modal's shadow root only.
 */
export const emailStyles = `
.email-view { align-items: center; text-align: center; }
.email-field { display: flex; flex-direction: column; gap: 4px; width: 100%; text-align: start; }
.email-field label { font-size: 12px; color: var(--portico-muted); }
.email-input { box-sizing: border-box; width: 100%; padding: 10px 12px; border: 1px solid var(--portico-item-hover); border-radius: 12px; background: var(--portico-item); color: inherit; font: inherit; font-size: 15px; }
.email-input:focus-visible { outline: 2px solid var(--w3m-accent); outline-offset: -2px; }
.email-input:disabled { opacity: 0.6; }
.email-otp { text-align: center; font-size: 24px; letter-spacing: 0.4em; font-variant-numeric: tabular-nums; }
.email-address { font-weight: 600; word-break: break-all; margin: 0; }
.email-status { display: inline-flex; align-items: center; gap: 8px; }
.email-spinner { width: 14px; height: 14px; flex: none; border: 2px solid var(--portico-item-hover); border-top-color: var(--w3m-accent); border-radius: 50%; animation: email-spin 800ms linear infinite; }
.email-view .alert { margin: 0; width: 100%; box-sizing: border-box; }
.email-view .button, .email-view .list-item { justify-content: center; }
.email-view .button:disabled, .email-view .link:disabled { opacity: 0.5; cursor: default; }
@keyframes email-spin { to { transform: rotate(360deg); } }
`
