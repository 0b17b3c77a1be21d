import { viemConnector } from '@farcaster/auth-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilInstance } from '../../../toolchain/processes/anvil'
import { installFarcasterRegistries } from './installFarcasterRegistries'
import { custodyAccount, SANDBOX_FARCASTER_USERS } from './sandboxFarcasterUsers'

let anvil: AnvilInstance

beforeAll(async () => {
  anvil = await startAnvil({ port: 0, chainId: 31337 })
  await installFarcasterRegistries(anvil.rpcUrl, SANDBOX_FARCASTER_USERS)
}, 60_000)
afterAll(async () => {
  await anvil?.stop()
})

describe('installFarcasterRegistries', () => {
  // Read as auth-client's verifySignInMessage reads them, through its own viem connector.
  const connector = () => viemConnector({ rpcUrl: anvil.rpcUrl })

  it("answers IdRegistry idOf with each sandbox user's fid, and 0 for anyone else", async () => {
    for (const user of SANDBOX_FARCASTER_USERS) expect(await connector().getFid(custodyAccount(user).address)).toBe(BigInt(user.fid))
    expect(await connector().getFid('0x000000000000000000000000000000000000dEaD')).toBe(0n)
  })

  it('answers KeyRegistry keyDataOf with no auth address, so sign-in goes by custody', async () => {
    const [alice] = SANDBOX_FARCASTER_USERS
    if (!alice) throw new Error('no sandbox user')
    expect(await connector().isValidAuthAddress(custodyAccount(alice).address, BigInt(alice.fid))).toBe(false)
  })

  it('can be installed twice on the same node', async () => {
    await installFarcasterRegistries(anvil.rpcUrl, SANDBOX_FARCASTER_USERS)
    expect(await connector().getFid(custodyAccount(SANDBOX_FARCASTER_USERS[1]!).address)).toBe(20_002n)
  })
})
