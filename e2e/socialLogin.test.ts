import type { Browser, BrowserContext, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { connectButton, launchChromium, modal, newSandboxContext, recordRequests } from './browser'

// Social login through the page: the socials plugin's entries, the shell's auth connector and the
// sandbox secure site (frame, auth service, Farcaster relay and app, local OpenID provider).
const sandboxUrl = inject('sandboxUrl')
const callbackUrl = `${inject('secureSiteUrl')}/oauth/callback`

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

/** Clicks Google on the Connect view; the provider's sign-in page opens in the popup the click opened. */
async function startGoogle(context: BrowserContext, page: Page): Promise<Page> {
  await connectButton(page).click()
  const [popup] = await Promise.all([context.waitForEvent('page'), modal(page).getByRole('button', { name: 'Google' }).click()])
  await popup.getByLabel('Username').waitFor()
  return popup
}

/** Signs in as `username` with Google in a fresh browser; resolves with the embedded address. */
async function googleLogin(username: string): Promise<string> {
  const context = await newSandboxContext(browser, sandboxUrl)
  try {
    const page = await context.newPage()
    await page.goto('/')
    const popup = await startGoogle(context, page)
    await popup.getByLabel('Username').fill(username)
    await popup.getByRole('button', { name: 'Sign in' }).click()
    await expect.poll(() => modal(page).getAttribute('data-view'), { timeout: 20_000 }).toBe('Account')
    await expect.poll(() => modal(page).getByTestId('account-social-username').textContent()).toBe(username)
    expect(popup.isClosed()).toBe(true)
    return (await page.getByTestId('dapp-address').textContent()) ?? ''
  } finally {
    await context.close()
  }
}

/** What a sign-in with Apple left: the wallet, the name the Account view shows, and how the popup reached the secure site's callback. */
type AppleSignIn = { address: string; userName: string; callbacks: { method: string; url: URL; form: URLSearchParams }[] }

/** Signs in with Apple in a fresh browser as `username`, sharing `name` on Apple's page (Apple posts it the first time only). */
async function appleLogin(username: string, name: { firstName: string; lastName: string }): Promise<AppleSignIn> {
  const context = await newSandboxContext(browser, sandboxUrl)
  try {
    // Every request the popup makes to the callback: Apple's answer is a POST there, then the page itself.
    const callbacks: Request[] = []
    context.on('request', (request) => {
      if (request.url().split('?')[0] === callbackUrl) callbacks.push(request)
    })
    const page = await context.newPage()
    await page.goto('/')
    await connectButton(page).click()
    const [popup] = await Promise.all([context.waitForEvent('page'), modal(page).getByRole('button', { name: 'Apple' }).click()])
    await popup.getByLabel('Username').fill(username)
    await popup.getByLabel('First name').fill(name.firstName)
    await popup.getByLabel('Last name').fill(name.lastName)
    await popup.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect.poll(() => modal(page).getAttribute('data-view'), { timeout: 20_000 }).toBe('Account')
    expect(await page.getByTestId('dapp-status').textContent()).toBe('connected')
    await expect.poll(() => popup.isClosed()).toBe(true)
    return {
      address: (await page.getByTestId('dapp-address').textContent()) ?? '',
      userName: (await modal(page).getByTestId('account-social-username').textContent()) ?? '',
      callbacks: callbacks.map((request) => ({ method: request.method(), url: new URL(request.url()), form: new URLSearchParams(request.postData() ?? '') })),
    }
  } finally {
    await context.close()
  }
}

describe('social login', () => {
  it("Apple: answered by form_post (a POST to the callback), signed in with a wallet named as Apple posted the first time; a second sign-in, posted without a name, keeps it", async () => {
    const username = `apple${Date.now()}`
    const first = await appleLogin(username, { firstName: 'Ann', lastName: 'Lee' })
    expect(first.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(first.userName).toBe('Ann Lee')
    // The provider's page POSTs the answer; the secure site sends the popup on to the callback page (303).
    expect(first.callbacks.map(({ method }) => method)).toEqual(['POST', 'GET'])
    const [posted, shown] = first.callbacks
    expect(JSON.parse(posted?.form.get('user') ?? '')).toEqual({ name: { firstName: 'Ann', lastName: 'Lee' }, email: `${username}@apple.example` })
    expect(posted?.form.get('code')).toBeTruthy()
    expect(posted?.url.search).toBe('')
    expect(shown?.url.searchParams.get('user_name')).toBe('Ann Lee')

    // Apple posts the name on the first authorization only: the one typed now goes nowhere.
    const again = await appleLogin(username, { firstName: 'Other', lastName: 'Name' })
    expect(again.callbacks.map(({ method }) => method)).toEqual(['POST', 'GET'])
    expect(again.callbacks[0]?.form.has('user')).toBe(false)
    expect(again.callbacks[0]?.form.get('code')).toBeTruthy()
    expect(again).toMatchObject({ address: first.address, userName: 'Ann Lee' })
  })

  it('Google: the popup opens in the click, signs in at the local OpenID provider, and the same account gets the same wallet', async () => {
    const username = `grace${Date.now()}`
    const first = await googleLogin(username)
    expect(first).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await googleLogin(username)).toBe(first)
  })

  it('closing the popup says the sign-in was cancelled, and Go back returns to the Connect view', async () => {
    const context = await newSandboxContext(browser, sandboxUrl)
    try {
      const page = await context.newPage()
      await page.goto('/')
      const popup = await startGoogle(context, page)
      // The waiting view names the provider: its title, its words, Cancel and Reopen.
      await modal(page).getByText('Continue in the Google window').waitFor()
      expect(await modal(page).locator('.header-title').textContent()).toBe('Google')
      await modal(page).getByRole('button', { name: 'Reopen the Google window' }).waitFor()
      await popup.close()
      await modal(page).getByRole('alert').filter({ hasText: 'Sign-in was cancelled' }).waitFor({ timeout: 5_000 })
      await modal(page).getByRole('button', { name: 'Go back' }).click()
      await expect.poll(() => modal(page).getAttribute('data-view'), { timeout: 5_000 }).toBe('Connect')
    } finally {
      await context.close()
    }
  })

  it('a result carrying error= shows the error', async () => {
    const context = await newSandboxContext(browser, sandboxUrl)
    try {
      const page = await context.newPage()
      await page.goto('/')
      const popup = await startGoogle(context, page)
      await popup.getByRole('button', { name: 'Cancel' }).click()
      await modal(page).getByRole('alert').filter({ hasText: /access_denied|denied|cancel/i }).waitFor({ timeout: 10_000 })
      expect(await page.getByTestId('dapp-status').textContent()).toBe('disconnected')
    } finally {
      await context.close()
    }
  })

  it('a result from another origin is refused with a clear error', async () => {
    const context = await newSandboxContext(browser, sandboxUrl)
    try {
      const page = await context.newPage()
      await page.goto('/')
      const popup = await startGoogle(context, page)
      // The popup wanders to another site, which posts a forged result to its opener.
      await context.route('https://evil.example/**', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<script>opener.postMessage({ type: '@w3m-frame/SOCIAL_RESULT', payload: { resultUri: 'https://evil.example/cb?code=x&state=y' } }, '*')</script>`,
        }),
      )
      // A navigation from inside the popup keeps its opener (a browser-initiated goto would drop it).
      await popup.evaluate(() => {
        location.href = 'https://evil.example/'
      })
      await modal(page).getByRole('alert').filter({ hasText: 'Refused a sign-in result from https://evil.example' }).waitFor({ timeout: 10_000 })
      expect(await page.getByTestId('dapp-status').textContent()).toBe('disconnected')
    } finally {
      await context.close()
    }
  })

  it('in a Telegram web view: no popup, the provider at top level, back with result_uri, connected, the address cleaned', async () => {
    const context = await newSandboxContext(browser, sandboxUrl)
    try {
      await context.addInitScript(() => {
        ;(window as unknown as { TelegramWebviewProxy: unknown }).TelegramWebviewProxy = { postEvent: () => undefined }
      })
      const page = await context.newPage()
      let popups = 0
      context.on('page', () => (popups += 1))
      await page.goto('/')
      await connectButton(page).click()
      await modal(page).getByRole('button', { name: 'Google' }).click()
      await page.getByLabel('Username').waitFor({ timeout: 10_000 })
      await page.getByLabel('Username').fill('telly')
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect.poll(() => page.getByTestId('dapp-status').textContent(), { timeout: 20_000 }).toBe('connected')
      expect(new URL(page.url()).searchParams.has('result_uri')).toBe(false)
      expect(popups).toBe(0)
    } finally {
      await context.close()
    }
  })


  it('Farcaster: the QR code and link of the Sign In With Farcaster URL; approved in the Farcaster app, the Account view shows the name', async () => {
    const context = await newSandboxContext(browser, sandboxUrl)
    try {
      const page = await context.newPage()
      await page.goto('/')
      await connectButton(page).click()
      await modal(page).getByRole('button', { name: 'Farcaster' }).click()
      await expect.poll(() => modal(page).getAttribute('data-view')).toBe('ConnectingFarcaster')
      const open = modal(page).getByRole('link', { name: 'Open Farcaster' })
      const link = (await open.getAttribute('href')) ?? ''
      expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/app\/siwf\?channelToken=/)
      await modal(page).locator('svg').first().waitFor()
      // The user's phone: the Farcaster app, where they approve as @bob.
      const phone = await context.newPage()
      await phone.goto(link)
      await phone.getByLabel(/@bob/).check()
      await phone.getByRole('button', { name: 'Approve' }).click()
      await expect.poll(() => modal(page).getAttribute('data-view'), { timeout: 20_000 }).toBe('Account')
      await expect.poll(() => modal(page).getByTestId('account-social-username').textContent()).toBe('bob')
      expect(await page.getByTestId('dapp-status').textContent()).toBe('connected')
    } finally {
      await context.close()
    }
  })

  it('a frame that does not answer a social step in 30 s: the socials-timeout alert, and the Connect view stays usable', async () => {
    const context = await newSandboxContext(browser, sandboxUrl)
    try {
      // A secure site whose frame says READY and then nothing.
      await context.route('https://silent-frame.example/**', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<script>
            window.received = []
            addEventListener('message', (event) => window.received.push(event.data && event.data.type))
            parent.postMessage({ type: '@w3m-frame/READY', payload: { version: '1' } }, '*')
          </script>`,
        }),
      )
      const page = await context.newPage()
      await page.goto('/?secureSite=https://silent-frame.example/sdk')
      await connectButton(page).click()
      await modal(page).getByRole('button', { name: 'Google' }).waitFor()
      await page.clock.install()
      const [popup] = await Promise.all([context.waitForEvent('page'), modal(page).getByRole('button', { name: 'Google' }).click()])
      await expect.poll(() => modal(page).getAttribute('data-view')).toBe('ConnectingSocial')
      // The auth chunk loads and the frame says READY in real time; then the page's clock jumps 31 s.
      // Its timer runs from when the request is posted: wait until the silent frame has it.
      await expect
        .poll(async () => {
          const silent = page.frames().find((f) => f.url().startsWith('https://silent-frame.example/'))
          return silent ? await silent.evaluate(() => (window as unknown as { received: string[] }).received) : []
        })
        .toContain('@w3m-app/GET_SOCIAL_REDIRECT_URI')
      await page.clock.fastForward(31_000)
      await page.clock.resume()
      await modal(page).getByRole('alert').filter({ hasText: 'Invalid App Configuration' }).waitFor({ timeout: 10_000 })
      await expect.poll(() => popup.isClosed()).toBe(true)
      await modal(page).getByRole('button', { name: 'Go back' }).click()
      await modal(page).getByRole('button', { name: /Portico Sandbox Wallet/ }).waitFor()
    } finally {
      await context.close()
    }
  })

  it('socials off: no social entry and nothing of the socials plugin is requested', async () => {
    const context = await newSandboxContext(browser, sandboxUrl)
    try {
      const page = await context.newPage()
      const requests = recordRequests(page)
      await page.goto('/?features=socials:false')
      await connectButton(page).click()
      const email = modal(page).getByRole('textbox', { name: 'Email' })
      await email.waitFor()
      // Hovering the email field is an intent: the embedded wallet's frame is added for it, so by
      // the time it is there, what that intent loads has been asked for.
      await email.hover()
      await page.locator('#w3m-iframe').waitFor({ state: 'attached' })
      expect(await modal(page).getByRole('button', { name: 'Google' }).count()).toBe(0)
      expect(requests.filter((request) => new URL(request.url()).pathname.startsWith('/plugins/socials/'))).toEqual([])
    } finally {
      await context.close()
    }
  })
})
