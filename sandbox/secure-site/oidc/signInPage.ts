import { SANDBOX_USERS } from './sandboxAccounts'

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', github: 'GitHub', apple: 'Apple', facebook: 'Facebook', x: 'X', discord: 'Discord' }

/** The name a client id (one per social provider) is shown with. */
export const providerDisplayName = (clientId: string) => PROVIDER_NAMES[clientId] ?? clientId

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

export type SignInPageOptions = {
  uid: string
  clientId: string
  /** What the user typed, shown again with `error`. */
  username?: string
  error?: string
}

/**
 * The provider's sign-in page (its login interaction): a username field, one-click sandbox users
 * and Cancel. Plain forms, no script; every value in it is escaped.
 * @example signInPage({ uid: 'abc', clientId: 'google' }) // '<!doctype html>...Sign in with Google...'
 */
export function signInPage({ uid, clientId, username = '', error }: SignInPageOptions): string {
  const name = escapeHtml(providerDisplayName(clientId))
  const base = `/interaction/${encodeURIComponent(uid)}`
  const users = SANDBOX_USERS.map((user) => `<button type="submit" name="pick" value="${user}">${user}</button>`).join(' ')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${name} (sandbox)</title>
<style>body{font:16px system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem}label,input,button{font:inherit}input{width:100%;box-sizing:border-box;padding:.4rem;margin:.3rem 0 .8rem}button{padding:.4rem .9rem;margin:.2rem .2rem .2rem 0}.error{color:#b00020}</style>
</head><body>
<h1>Sign in with ${name}</h1>
<p>Portico's sandbox OpenID provider: any username signs in, and the same username is the same account every time.</p>
<form method="post" action="${base}/login">
<label for="username">Username</label>
<input id="username" name="username" autocomplete="username" autofocus value="${escapeHtml(username)}">
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<button type="submit">Sign in</button>
<p>Or sign in as ${users}</p>
</form>
<form method="post" action="${base}/abort"><button type="submit">Cancel</button></form>
</body></html>`
}

/**
 * The provider's error page (a bad authorization request: unknown client, wrong redirect URI),
 * shown instead of redirecting anywhere; every value is escaped.
 * @example errorPage({ error: 'invalid_redirect_uri', error_description: '...' })
 */
export function errorPage(out: Record<string, string>): string {
  const rows = Object.entries(out).map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(String(value))}</dd>`).join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error (sandbox)</title></head><body><h1>This sign-in cannot continue</h1><dl>${rows}</dl></body></html>`
}
