// The frame's only styles, added as one <style> element by main.ts.
export const FRAME_STYLES = `
/* The frame is a transparent empty page until it asks for an approval. */
html,
body {
  margin: 0;
  background: transparent;
  font: 14px/1.4 system-ui, sans-serif;
}
.approval {
  --accent: #2563eb;
  --surface: #fff;
  --text: #111;
  --muted: #555;
  position: fixed;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  outline: none;
}
.approval.dark {
  --surface: #1f1f22;
  --text: #f2f2f2;
  --muted: #a8a8ad;
}
.card {
  width: min(360px, calc(100vw - 24px));
  max-height: calc(100vh - 24px);
  overflow: auto;
  box-sizing: border-box;
  padding: 20px;
  border-radius: 16px;
  background: var(--surface);
  color: var(--text);
  box-shadow: 0 12px 40px rgb(0 0 0 / 0.3);
}
h1 {
  margin: 0 0 8px;
  font-size: 17px;
}
.from {
  margin: 0;
  color: var(--muted);
}
.origin,
.method,
dd {
  font-family: ui-monospace, monospace;
}
.note:empty {
  display: none;
}
.note {
  margin: 12px 0 0;
  color: var(--muted);
}
.method {
  margin: 12px 0;
  font-weight: 600;
}
dl {
  margin: 0;
  display: grid;
  gap: 4px 12px;
  grid-template-columns: max-content 1fr;
}
dt {
  color: var(--muted);
}
dd {
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  max-height: 180px;
  overflow: auto;
}
.actions {
  display: flex;
  gap: 8px;
  justify-content: flex-end;
  margin-top: 16px;
}
button {
  font: inherit;
  padding: 8px 16px;
  border-radius: 10px;
  border: 1px solid var(--muted);
  background: transparent;
  color: var(--text);
  cursor: pointer;
}
button.approve {
  background: var(--accent);
  border-color: var(--accent);
  color: #fff;
}
button:disabled {
  opacity: 0.5;
  cursor: default;
}
label {
  display: block;
  margin-top: 12px;
  color: var(--muted);
}
input {
  display: block;
  box-sizing: border-box;
  width: 100%;
  margin-top: 4px;
  padding: 8px;
  font: inherit;
  border-radius: 8px;
  border: 1px solid var(--muted);
  background: transparent;
  color: var(--text);
}
.note[role='alert'] {
  color: #c62828;
}
`
