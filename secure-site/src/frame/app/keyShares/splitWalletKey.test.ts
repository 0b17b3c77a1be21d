import { describe, expect, it } from 'vitest'
import { combineWalletKeyShares, splitWalletKey } from './splitWalletKey'

const secret = () => crypto.getRandomValues(new Uint8Array(64))

describe('splitWalletKey', () => {
  it('any two of the three shares rebuild the secret', async () => {
    const key = secret()
    const { device, auth, recovery } = await splitWalletKey(key)
    for (const [a, b] of [[device, auth], [auth, recovery], [recovery, device]] as const) expect(await combineWalletKeyShares(a, b)).toEqual(key)
  })

  it('no share is the secret, and shares of two splits of one secret do not mix', async () => {
    const key = secret()
    const first = await splitWalletKey(key)
    const second = await splitWalletKey(key)
    for (const share of Object.values(first)) expect(Buffer.from(share).includes(Buffer.from(key.slice(0, 8)))).toBe(false)
    expect(first.auth).not.toEqual(second.auth)
    expect(await combineWalletKeyShares(first.device, second.auth)).not.toEqual(key)
  })

  it('one share twice rebuilds nothing', async () => {
    const key = secret()
    const { auth } = await splitWalletKey(key)
    await expect(combineWalletKeyShares(auth, auth).then((out) => out.join())).rejects.toThrow()
  })
})
