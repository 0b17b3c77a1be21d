import { providerDisplayName } from './signInPage'

/**
 * The provider's own address (what `npm start` prints): what it is and how its sign-in page is
 * reached, since that page exists only inside an authorization the modal starts.
 * @example homePage(['google', 'github']) // '<!doctype html>...Google, GitHub...'
 */
export function homePage(clientIds: readonly string[]): string {
  const providers = clientIds.map(providerDisplayName).join(', ')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Portico sandbox OpenID provider</title>
<style>body{font:16px system-ui,sans-serif;max-width:34rem;margin:3rem auto;padding:0 1rem}</style>
</head><body>
<h1>Portico sandbox OpenID provider</h1>
<p>It stands in for ${providers}. Its sign-in page opens when you pick one of them in the sandbox dapp's modal; any username signs in, and the same username is the same account every time.</p>
<p>Its configuration: <a href="/.well-known/openid-configuration">/.well-known/openid-configuration</a>.</p>
</body></html>`
}
