import { randomBytes } from 'node:crypto'
import { base64urlnopad } from '@scure/base'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { passkeyPrfKey } from '../secure-site/src/frame/app/keyShares/passkeyPrfKey'
import { firstSplit } from '../secure-site/src/frame/app/keyShares/firstSplit'
import { recoverWalletKey } from '../secure-site/src/frame/app/keyShares/recoverWalletKey'
import { launchChromium } from './browser'

// The passkey recovery factor against Chromium's virtual authenticator with PRF (CTAP 2.1,
// hmac-secret): the PRF output a passkey gives for a wallet's salt seals the recovery share, and
// the same passkey asked again opens it; another salt's output does not.
const PAGE = 'http://localhost:5999/passkey.html'
let browser: Browser
let page: Page

beforeAll(async () => {
  browser = await launchChromium()
  const context = await browser.newContext()
  page = await context.newPage()
  await page.route(PAGE, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>passkey</title>' }))
  await page.goto(PAGE)
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', ctap2Version: 'ctap2_1', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, hasPrf: true, automaticPresenceSimulation: true },
  })
})
afterAll(async () => {
  await browser?.close()
})

/** Registers a passkey for `localhost`; its credential id, base64url. */
const createPasskey = () =>
  page.evaluate(async () => {
    const credential = (await navigator.credentials.create({
      publicKey: {
        rp: { id: 'localhost', name: 'Portico secure site' },
        user: { id: crypto.getRandomValues(new Uint8Array(16)), name: 'alice@example.com', displayName: 'alice@example.com' },
        challenge: crypto.getRandomValues(new Uint8Array(32)),
        pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        extensions: { prf: {} },
      },
    })) as PublicKeyCredential
    const enabled = (credential.getClientExtensionResults() as { prf?: { enabled?: boolean } }).prf?.enabled === true
    const id = btoa(String.fromCharCode(...new Uint8Array(credential.rawId))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
    return { id, enabled }
  })

/** The passkey's PRF output for `salt` (a sign-in with it: the user's touch, here simulated). */
const prfOutput = async (credentialId: string, salt: Uint8Array) =>
  new Uint8Array(
    await page.evaluate(
      async ({ credentialId, salt }) => {
        const raw = Uint8Array.from(atob(credentialId.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
        const assertion = (await navigator.credentials.get({
          publicKey: {
            challenge: crypto.getRandomValues(new Uint8Array(32)),
            rpId: 'localhost',
            allowCredentials: [{ type: 'public-key', id: raw }],
            userVerification: 'required',
            extensions: { prf: { eval: { first: new Uint8Array(salt) } } },
          },
        })) as PublicKeyCredential
        const first = (assertion.getClientExtensionResults() as { prf?: { results?: { first?: ArrayBuffer } } }).prf?.results?.first
        return first ? [...new Uint8Array(first)] : []
      },
      { credentialId, salt: [...salt] },
    ),
  )

describe('the passkey recovery factor (WebAuthn PRF)', () => {
  it('seals the recovery share under the passkey; the same passkey rebuilds the key on a new device, another salt does not', async () => {
    const passkey = await createPasskey()
    expect(passkey.enabled).toBe(true)
    const prfSalt = randomBytes(32)
    const secret = new Uint8Array(randomBytes(64))
    const userId = 'user-passkey-1'
    const sealedWith = await prfOutput(passkey.id, prfSalt)
    expect(sealedWith).toHaveLength(32)
    const split = await firstSplit({ secret, userId, factorKey: await passkeyPrfKey(sealedWith), recoveryFactor: { kind: 'passkey', credentialId: passkey.id, prfSalt: base64urlnopad.encode(prfSalt) } })
    // Nothing the service stores is the PRF output.
    expect(JSON.stringify(split.upload)).not.toContain(base64urlnopad.encode(sealedWith))

    const started = performance.now()
    const recovered = await recoverWalletKey(split.upload, await passkeyPrfKey(await prfOutput(passkey.id, prfSalt)), userId)
    console.info(`[keys] new device rebuild with a passkey (PRF sign-in + open + combine + re-split): ${Math.round(performance.now() - started)} ms`)
    expect(recovered.secret).toEqual(secret)

    const otherSalt = await prfOutput(passkey.id, randomBytes(32))
    await expect(recoverWalletKey(split.upload, await passkeyPrfKey(otherSalt), userId)).rejects.toThrow('does not open your wallet')
  })
})
