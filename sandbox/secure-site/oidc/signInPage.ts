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
  /** Apple's only: the name to share, as typed. */
  firstName?: string
  lastName?: string
  error?: string
}

/** The client (provider) whose sign-in also asks for the name it shares with the app: Apple's. */
export const NAME_SHARING_CLIENT = 'apple'

// Apple shares the name once, on an account's first sign-in to the app; empty, it is made from the username.
const nameFields = (firstName: string, lastName: string) => `<fieldset><legend>Name shared with the app (first sign-in only; empty: from the username)</legend>
<label for="first-name">First name</label>
<input id="first-name" name="firstName" autocomplete="given-name" value="${escapeHtml(firstName)}">
<label for="last-name">Last name</label>
<input id="last-name" name="lastName" autocomplete="family-name" value="${escapeHtml(lastName)}">
</fieldset>
`

/**
 * The provider's sign-in page (its login interaction): a username field, one-click sandbox users
 * and Cancel; Apple's also asks for the name to share (posted to the app on the first sign-in
 * only). Plain forms, no script; every value in it is escaped.
 * @example signInPage({ uid: 'abc', clientId: 'google' }) // '<!doctype html>...Sign in with Google...'
 */
export function signInPage({ uid, clientId, username = '', firstName = '', lastName = '', error }: SignInPageOptions): string {
  const name = escapeHtml(providerDisplayName(clientId))
  const base = `/interaction/${encodeURIComponent(uid)}`
  const users = SANDBOX_USERS.map((user) => `<button type="submit" name="pick" value="${user}">${user}</button>`).join(' ')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${name} (sandbox)</title>
<style>body{font:16px system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem}label,input,button{font:inherit}fieldset{margin:0 0 .8rem;border:1px solid #ccc}input{width:100%;box-sizing:border-box;padding:.4rem;margin:.3rem 0 .8rem}button{padding:.4rem .9rem;margin:.2rem .2rem .2rem 0}.error{color:#b00020}</style>
</head><body>
<h1>Sign in with ${name}</h1>
<p>Portico's sandbox OpenID provider: any username signs in, and the same username is the same account every time.</p>
<form method="post" action="${base}/login">
<label for="username">Username</label>
<input id="username" name="username" autocomplete="username" autofocus value="${escapeHtml(username)}">
${clientId === NAME_SHARING_CLIENT ? nameFields(firstName, lastName) : ''}${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
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
