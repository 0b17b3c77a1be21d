import { memoryStorage } from '../testing/memoryStorage'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { createLocalSiwx } from './createLocalSiwx'


const account = privateKeyToAccount(generatePrivateKey())
const chainId = 'eip155:1'

describe('createLocalSiwx', () => {
  it('creates an EIP-4361 message with the spec fields', async () => {
    const siwx = createLocalSiwx({ statement: 'Sign in to Test', storage: memoryStorage() })
    const { data, text } = await siwx.createMessage({ accountAddress: account.address, chainId })
    const parsed = parseSiweMessage(text)
    expect(parsed).toMatchObject({ address: account.address, chainId: 1, nonce: data.nonce, statement: 'Sign in to Test', version: '1' })
    expect(Date.parse(data.expirationTime ?? '') - Date.parse(data.issuedAt ?? '')).toBe(24 * 60 * 60 * 1000)
  })

  it('stores a session signed by the account and finds it again', async () => {
    const siwx = createLocalSiwx({ storage: memoryStorage() })
    const { data, text } = await siwx.createMessage({ accountAddress: account.address, chainId })
    await siwx.addSession({ data, message: text, signature: await account.signMessage({ message: text }) })
    expect(await siwx.getSessions(chainId, account.address.toLowerCase())).toHaveLength(1)
    expect(await siwx.getSessions('eip155:10', account.address)).toHaveLength(0)
    await siwx.revokeSession(chainId, account.address)
    expect(await siwx.getSessions(chainId, account.address)).toHaveLength(0)
  })

  it('refuses a signature by another key', async () => {
    const siwx = createLocalSiwx({ storage: memoryStorage() })
    const { data, text } = await siwx.createMessage({ accountAddress: account.address, chainId })
    const other = privateKeyToAccount(generatePrivateKey())
    await expect(siwx.addSession({ data, message: text, signature: await other.signMessage({ message: text }) })).rejects.toThrow(
      'The sign-in signature does not match the account',
    )
    expect(await siwx.getSessions(chainId, account.address)).toHaveLength(0)
  })

  it('drops expired sessions', async () => {
    const siwx = createLocalSiwx({ storage: memoryStorage(), expirationMs: -1 })
    const { data, text } = await siwx.createMessage({ accountAddress: account.address, chainId })
    await siwx.addSession({ data, message: text, signature: await account.signMessage({ message: text }) })
    expect(await siwx.getSessions(chainId, account.address)).toHaveLength(0)
  })
})
