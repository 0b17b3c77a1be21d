import { HOSTED_FRAME_REQUESTS } from '@portico/contracts/testing'
import { describe, expect, it } from 'vitest'
import { testMainnet, testSolana } from '../../testing/networks'
import { rpcRequestPayload } from './rpcRequestPayload'

describe('rpcRequestPayload', () => {
  it('names the network as AppKit does for the hosted frame: namespace, bare chain id, node URL', () => {
    expect(rpcRequestPayload('eth_blockNumber', undefined, 'eip155', testMainnet)).toEqual({ method: 'eth_blockNumber', chainNamespace: 'eip155', chainId: 1, rpcUrl: testMainnet.rpcUrls.default.http[0] })
    const solana = rpcRequestPayload('solana_signMessage', { message: 'aGk=', pubkey: 'x' }, 'solana', testSolana)
    expect(Object.keys(solana).sort()).toEqual(Object.keys(HOSTED_FRAME_REQUESTS.rpcRequestSolana.payload).sort())
    expect(solana).toMatchObject({ chainNamespace: 'solana', chainId: testSolana.caipNetworkId.split(':')[1] })
  })

  it('defaults to eip155 and leaves out what it does not know', () => {
    expect(rpcRequestPayload('eth_getBalance', ['0x01', 'latest'])).toEqual({ method: 'eth_getBalance', params: ['0x01', 'latest'], chainNamespace: 'eip155' })
  })
})
