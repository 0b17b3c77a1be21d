import { createServer } from 'node:net'
import { createPublicClient, http, parseEther } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_DEV_ADDRESSES, ANVIL_DEV_PRIVATE_KEYS, findFreePort, startAnvil, type AnvilInstance } from './anvil'

const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'

describe('ANVIL_DEV_PRIVATE_KEYS', () => {
  it('are the first accounts of the anvil mnemonic', () => {
    ANVIL_DEV_PRIVATE_KEYS.forEach((key, addressIndex) => {
      const derived = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex })
      expect(ANVIL_DEV_ADDRESSES[addressIndex]).toBe(derived.address)
      expect(key).toMatch(/^0x[0-9a-f]{64}$/)
    })
  })
})

describe('startAnvil', () => {
  let anvil: AnvilInstance

  beforeAll(async () => {
    anvil = await startAnvil({ port: 0, chainId: 31337 })
  })

  afterAll(async () => {
    await anvil?.stop()
  })

  it('funds the first dev account with 10000 ETH', async () => {
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    expect(await client.getChainId()).toBe(31337)
    expect(await client.getBalance({ address: ANVIL_DEV_ADDRESSES[0]! })).toBe(parseEther('10000'))
  })

  it('allows browsers to call it (CORS on)', async () => {
    const response = await fetch(anvil.rpcUrl, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(response.headers.get('access-control-allow-origin')).toMatch(/^(\*|http:\/\/localhost:5173)$/)
  })

  it('stops: the port no longer answers', async () => {
    const other = await startAnvil({ port: 0, chainId: 1337, blockTime: 1 })
    await other.stop()
    await expect(fetch(other.rpcUrl, { method: 'POST' })).rejects.toThrow()
  })

  it('on port 0, each anvil answers on the port it bound itself', async () => {
    const started = await Promise.all([startAnvil({ port: 0, chainId: 1 }), startAnvil({ port: 0, chainId: 2 }), startAnvil({ port: 0, chainId: 3 })])
    try {
      expect(new Set(started.map((a) => a.rpcUrl)).size).toBe(3)
      const ids = await Promise.all(started.map((a) => createPublicClient({ transport: http(a.rpcUrl) }).getChainId()))
      expect(ids).toEqual([1, 2, 3])
    } finally {
      await Promise.all(started.map((a) => a.stop()))
    }
  })

  it('reports anvil output when it cannot start', async () => {
    const blocker = createServer((socket) => socket.destroy())
    const port = await findFreePort()
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve))
    try {
      await expect(startAnvil({ port, chainId: 31337 })).rejects.toThrow(/anvil exited before answering[\s\S]*in use/i)
    } finally {
      await new Promise((resolve) => blocker.close(resolve))
    }
  })
})
