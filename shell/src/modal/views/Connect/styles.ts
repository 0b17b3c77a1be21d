/** The Connect view's CSS, added to the modal's shadow root. */
export const connectViewStyles = `
.connect-methods { border: 0; margin: 0; padding: 0; min-width: 0; display: flex; flex-direction: column; gap: 8px; }
.connect-methods:disabled { opacity: 0.5; }
.connect-divider { display: flex; align-items: center; gap: 12px; color: var(--portico-muted); font-size: 13px; margin: 4px 0; }
.connect-divider::before, .connect-divider::after { content: ''; flex: 1; border-top: 1px solid var(--portico-item-hover); }
/* Nothing after the wallets (email and socials off): no "or". */
.connect-divider:last-child { display: none; }
.connect-method-group { display: flex; flex-direction: column; gap: 8px; }
.icon-row { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(40px, 1fr)); gap: 8px; }
.list-item.icon-only { justify-content: center; padding: 8px; min-height: 44px; }
/* Quiet until there is an email to send. */
.email-field .button:disabled { background: var(--portico-item); color: var(--portico-muted); cursor: default; }
.connect-methods:disabled .list-item { cursor: not-allowed; }
.wallet-list .skeleton.list-item { min-height: 48px; cursor: default; }
.all-wallets-icon {
  width: 32px; height: 32px; border-radius: 12px; display: inline-block;
  background: radial-gradient(circle at 30% 30%, var(--w3m-accent) 0 5px, transparent 6px),
    radial-gradient(circle at 70% 30%, var(--portico-muted) 0 5px, transparent 6px),
    radial-gradient(circle at 30% 70%, var(--portico-muted) 0 5px, transparent 6px),
    radial-gradient(circle at 70% 70%, var(--w3m-accent) 0 5px, transparent 6px), var(--portico-item-hover);
}
.catalogue-error {
  display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 8px 12px; border-radius: 12px;
  background: rgba(242, 90, 103, 0.12); color: var(--portico-error); font-size: 14px;
}
.legal-checkbox { display: flex; align-items: flex-start; gap: 8px; font-size: 13px; color: var(--portico-muted); padding: 4px 2px; cursor: pointer; }
.legal-checkbox input { margin: 2px 0 0; accent-color: var(--w3m-accent); }
.legal-checkbox a, .legal-footer a { color: var(--portico-fg); }
.legal-footer { text-align: center; margin-top: 4px; }
`
