import { describe, expect, it } from 'vitest'
import { readFrameQuery } from './readFrameQuery'

describe('readFrameQuery', () => {
  it('reads the page query', () => {
    expect(readFrameQuery('?projectId=p1&chainId=eip155%3A31337&version=4&enableLogger=true&rpcUrl=http%3A%2F%2F127.0.0.1%3A8545&smartAccountVersion=v7')).toEqual({
      projectId: 'p1',
      chainId: 'eip155:31337',
      version: '4',
      enableLogger: true,
      rpcUrl: 'http://127.0.0.1:8545',
      smartAccountVersion: 'v7',
    })
  })

  it('falls back to eip155:1 and empty values', () => {
    expect(readFrameQuery('')).toEqual({ projectId: '', chainId: 'eip155:1', version: '', rpcUrl: '', enableLogger: false })
    expect(readFrameQuery('?chainId=cosmos:hub').chainId).toBe('eip155:1')
  })
})
