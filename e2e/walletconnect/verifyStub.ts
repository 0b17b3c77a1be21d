import type { BrowserContext } from 'playwright-core'

const base64url = (value: string) => Buffer.from(value).toString('base64url')

/**
 * Stands in for WalletConnect's Verify server, which the dapp's client asks (in a hidden iframe)
 * for an attestation of every proposal and waits up to 5 s for when it cannot be reached. The
 * page answers at once with an unsigned attestation for the asked id: the wallet peer cannot
 * check it offline and treats the dapp's origin as unverified, as a real wallet would.
 */
export async function stubVerifyServer(context: BrowserContext) {
  await context.route('https://verify.walletconnect.org/**', async (route) => {
    const id = new URL(route.request().url()).searchParams.get('id') ?? ''
    const attestation = [base64url(JSON.stringify({ alg: 'ES256', typ: 'JWT' })), base64url(JSON.stringify({ id, isVerified: false, isScam: false })), base64url('unsigned')].join('.')
    const message = JSON.stringify({ type: 'verify_attestation', attestation })
    await route.fulfill({ contentType: 'text/html', body: `<script>parent.postMessage(${JSON.stringify(message)}, '*')</script>` })
  })
}
