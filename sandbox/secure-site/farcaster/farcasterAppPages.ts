import type { SandboxFarcasterUser } from './sandboxFarcasterUsers'
import { SIGN_IN_PATH, type SignInRequest } from './signInLink'

/** The app's pages: no script at all, forms post to the app itself. */
export const FARCASTER_APP_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const layout = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>body{font:16px system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1b1b1f}
h1{font-size:1.4rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dd{margin:0;word-break:break-all}
fieldset{border:1px solid #ccc;border-radius:8px;margin:1rem 0}label{display:block;padding:.4rem 0}
button{font:inherit;padding:.5rem 1.25rem;border-radius:8px;border:0;background:#7c65c1;color:#fff}.note{color:#666;font-size:.9rem}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}<p class="note">Sandbox Farcaster app: the users' custody keys are public dev keys of the Portico sandbox.</p></body></html>`

const userList = (users: readonly SandboxFarcasterUser[]) =>
  users.map((user, index) => `<label><input type="radio" name="fid" value="${user.fid}"${index === 0 ? ' checked' : ''}> @${escapeHtml(user.username)} (${escapeHtml(user.displayName)}, fid ${user.fid})</label>`).join('')

/** `/app`: the users, and where to paste a Sign In With Farcaster link. */
export function farcasterAppHomePage(users: readonly SandboxFarcasterUser[]): string {
  const rows = users.map((user) => `<li>@${escapeHtml(user.username)}: ${escapeHtml(user.displayName)}, fid ${user.fid}</li>`).join('')
  return layout(
    'Sandbox Farcaster app',
    `<p>Open a Sign In With Farcaster link (scan the QR code or paste the link) to approve it as one of these users:</p><ul>${rows}</ul>
<form method="get" action="/app/open"><label>Sign-in link <input name="link" type="url" required size="40"></label><button type="submit">Open</button></form>`,
  )
}

/** The sign-in link's page: what the app asks, who to sign in as, Approve. */
export function signInRequestPage(request: SignInRequest, users: readonly SandboxFarcasterUser[]): string {
  const hidden = Object.entries(request)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('')
  return layout(
    `Sign in to ${request.domain}`,
    `<p><strong>${escapeHtml(request.domain)}</strong> asks you to sign in with Farcaster.</p>
<dl><dt>Domain</dt><dd>${escapeHtml(request.domain)}</dd><dt>URI</dt><dd>${escapeHtml(request.siweUri)}</dd><dt>Nonce</dt><dd>${escapeHtml(request.nonce)}</dd></dl>
<form method="post" action="${SIGN_IN_PATH}/approve">${hidden}<fieldset><legend>Sign in as</legend>${userList(users)}</fieldset><button type="submit">Approve</button></form>`,
  )
}

/** After Approve, or when something is wrong. */
export function farcasterAppMessagePage(title: string, text: string): string {
  return layout(title, `<p>${escapeHtml(text)}</p>`)
}
