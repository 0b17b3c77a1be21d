/**
 * Shared look of the page-level buttons; kept tiny because it ships before any intent. Reads the
 * dapp's theme variables (set on the button by applyThemeVariables) and its theme (`data-theme`);
 * the default accent takes white at 4.7:1, `--portico-on-accent` is the label colour for another.
 * A label (a profile name from the network) is cut with an ellipsis at 260px
 * (`--portico-button-max-width`); the button's title holds it whole.
 */
export const elementStyles = `:host{display:inline-block;max-width:100%}button{font:500 15px var(--w3m-font-family,ui-sans-serif,system-ui,sans-serif);padding:10px 16px;max-width:var(--portico-button-max-width,260px);overflow:hidden;text-overflow:ellipsis;white-space:nowrap;border:0;border-radius:calc(var(--w3m-border-radius-master,250px)*4);cursor:pointer;background:var(--w3m-accent,#4763ff);color:var(--portico-on-accent,#fff)}button[data-status=connected],.network{--b:#1f2121;background:color-mix(in srgb,var(--b),var(--w3m-color-mix,var(--b)) var(--w3m-color-mix-strength,0%));color:#e4e7e7}[data-theme=light]:is([data-status=connected],.network){--b:#f3f3f3;color:#141414}button:focus-visible{outline:2px solid var(--w3m-accent,#4763ff);outline-offset:2px}`
