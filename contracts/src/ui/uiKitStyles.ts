/** The UI kit's CSS (createUiKit), in the modal's theme variables; the shell adopts it into the modal. */
export const UI_KIT_STYLES = `
.ui-icon { flex: none; display: block; }
.ui-avatar { flex: none; display: inline-block; border-radius: 50%; box-shadow: inset 0 0 0 1px rgba(255, 255, 255, 0.12); }
.ui-letter-badge {
  flex: none; display: inline-flex; align-items: center; justify-content: center; border-radius: 50%;
  color: #ffffff; font-weight: 600; line-height: 1; overflow: hidden;
}
.ui-letter-badge::before { content: attr(data-letter); }
.ui-logo { flex: none; border-radius: 50%; object-fit: cover; background: var(--portico-item-hover); }
.ui-qr {
  position: relative; display: flex; align-items: center; justify-content: center; margin: 0 auto; max-width: 100%;
  border-radius: calc(var(--w3m-border-radius-master) * 6); overflow: hidden; background: #ffffff;
}
.ui-qr svg { display: block; max-width: 100%; height: auto; }
.ui-qr-logo { position: absolute; border-radius: 22%; background: #ffffff; object-fit: contain; }
.ui-problem { align-items: center; text-align: center; }
.ui-problem .alert { margin: 0; width: 100%; box-sizing: border-box; }
.ui-problem .button, .ui-problem .list-item { justify-content: center; }
`
