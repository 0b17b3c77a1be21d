// Test fixture only (never bundled): a user at the sandbox OpenID provider, played with fetch and a
// small cookie jar, from the authorization URL to the redirect back to the secure site.

export type SignInChoice = { username: string } | 'cancel'

/**
 * Follows `authorizeUrl` through the provider's sign-in page, signs in as `username` (or presses
 * Cancel), and returns the URL the provider redirects to outside itself (the callback with `code`
 * or `error`, and `state`).
 * @example const resultUri = await signInWithFetch(uri, { username: 'alice' })
 */
export async function signInWithFetch(authorizeUrl: string, choice: SignInChoice): Promise<string> {
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
    await response.body?.cancel()
    const location = response.headers.get('location')
    return { status: response.status, location: location === null ? undefined : new URL(location, url).href }
  }
  const follow = async (start: string): Promise<string> => {
    let url = start
    for (let hop = 0; hop < 10; hop += 1) {
      if (new URL(url).origin !== providerOrigin || /\/interaction\//.test(url)) return url
      const { location, status } = await request(url)
      if (!location) throw new Error(`the provider answered ${status} at ${url} without a redirect`)
      url = location
    }
    throw new Error('too many redirects')
  }

  const interaction = await follow(authorizeUrl)
  if (!/\/interaction\/[^/]+$/.test(new URL(interaction).pathname)) return interaction
  const form = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } }
  const submitted = choice === 'cancel' ? await request(`${interaction}/abort`, form) : await request(`${interaction}/login`, { ...form, body: new URLSearchParams({ username: choice.username }).toString() })
  if (!submitted.location) throw new Error(`the sign-in page answered ${submitted.status}`)
  return follow(submitted.location)
}
