// Test fixture only (never bundled): a user at the sandbox OpenID provider, played with fetch and a
// small cookie jar, from the authorization URL to the answer sent back to the secure site.

/** Sign in as `username` (at Apple, sharing this name; empty parts are left to the provider), or press Cancel. */
export type SignInChoice = { username: string; firstName?: string; lastName?: string } | 'cancel'

/** How the provider sends the user back: a redirect (the answer in the query), or a form_post (a POST of the answer's form). */
export type ProviderAnswer = { method: 'GET'; url: string } | { method: 'POST'; url: string; form: URLSearchParams }

const decodeHtml = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[entity] ?? '')

/** The auto-submitted form of a form_post page: where it posts and its hidden fields. */
function readFormPostPage(html: string): ProviderAnswer | undefined {
  const action = /<form[^>]*\smethod="post"[^>]*\saction="([^"]*)"/i.exec(html)?.[1]
  if (action === undefined) return undefined
  const form = new URLSearchParams()
  for (const [, name = '', value = ''] of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"\s*\/?>/g)) form.append(decodeHtml(name), decodeHtml(value))
  return { method: 'POST', url: decodeHtml(action), form }
}

/**
 * Follows `authorizeUrl` through the provider's sign-in page, signs in (or presses Cancel), and
 * returns the answer the browser would then send to the redirect URI: the redirect's URL, or the
 * form a form_post page posts (Apple's).
 * @example const answer = await signInAnswer(uri, { username: 'ann', firstName: 'Ann' }) // { method: 'POST', url, form }
 */
export async function signInAnswer(authorizeUrl: string, choice: SignInChoice): Promise<ProviderAnswer> {
  const jar = new Map<string, { value: string; path: string }>()
  const providerOrigin = new URL(authorizeUrl).origin
  const request = async (url: string, init: RequestInit = {}) => {
    const { pathname } = new URL(url)
    const cookie = [...jar].filter(([, { path }]) => pathname.startsWith(path)).map(([name, { value }]) => `${name}=${value}`).join('; ')
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) } })
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
      const [name = '', value = ''] = pair.split(/=(.*)/s)
      const path = attributes.find((attribute) => /^path=/i.test(attribute))?.slice(5) ?? '/'
      if (/expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name)
      else jar.set(name, { value, path })
    }
    const location = response.headers.get('location')
    // No redirect: the page may be a form_post (200, or 400 for an error answer).
    const body = location === null ? await response.text() : (await response.body?.cancel(), '')
    return { status: response.status, location: location === null ? undefined : new URL(location, url).href, body }
  }
  const follow = async (start: string): Promise<ProviderAnswer> => {
    let url = start
    for (let hop = 0; hop < 10; hop += 1) {
      if (new URL(url).origin !== providerOrigin || /\/interaction\//.test(url)) return { method: 'GET', url }
      const { location, status, body } = await request(url)
      if (location) {
        url = location
        continue
      }
      const formPost = readFormPostPage(body)
      if (formPost) return formPost
      throw new Error(`the provider answered ${status} at ${url} without a redirect`)
    }
    throw new Error('too many redirects')
  }

  const interaction = await follow(authorizeUrl)
  if (interaction.method === 'POST' || !/\/interaction\/[^/]+$/.test(new URL(interaction.url).pathname)) return interaction
  const form = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } }
  const submitted =
    choice === 'cancel'
      ? await request(`${interaction.url}/abort`, form)
      : await request(`${interaction.url}/login`, { ...form, body: new URLSearchParams({ username: choice.username, firstName: choice.firstName ?? '', lastName: choice.lastName ?? '' }).toString() })
  if (!submitted.location) throw new Error(`the sign-in page answered ${submitted.status}`)
  return follow(submitted.location)
}

/**
 * `signInAnswer` for a provider that redirects back (every one but a form_post Apple): the URL it
 * sends the user to (the callback with `code` or `error`, and `state`).
 * @example const resultUri = await signInWithFetch(uri, { username: 'alice' })
 */
export async function signInWithFetch(authorizeUrl: string, choice: SignInChoice): Promise<string> {
  const answer = await signInAnswer(authorizeUrl, choice)
  if (answer.method === 'POST') throw new Error(`the provider answered by form_post to ${answer.url}: use signInAnswer`)
  return answer.url
}
