import { ThrownMessages } from '@portico/contracts'
import { TEST_NETWORK } from '@portico/contracts/testing'
import { describe, expect, it } from 'vitest'
import { solanaDevnet } from '../../networks'
import { requestedSwitchNetwork } from './requestedSwitchNetwork'

const hexId = `0x${Number(TEST_NETWORK.id).toString(16)}`

describe('requestedSwitchNetwork', () => {
  it('finds the configured eip155 network by its hex chain id, in any case', () => {
    expect(requestedSwitchNetwork([{ chainId: hexId.toUpperCase().replace('0X', '0x') }], [solanaDevnet, TEST_NETWORK])).toBe(TEST_NETWORK)
  })

  it('throws 4902 for a chain not configured or a malformed request', () => {
    for (const params of [[{ chainId: '0x999999' }], [{ chainId: 10 }], [], undefined]) {
      expect(() => requestedSwitchNetwork(params, [TEST_NETWORK])).toThrow(expect.objectContaining({ message: ThrownMessages.CHAIN_NOT_SUPPORTED, code: 4902 }))
    }
  })
})
