import { TEST_NETWORK } from '@portico/contracts/testing'
import { describe, expect, it } from 'vitest'
import { onrampUnavailableReason } from './onrampUnavailableReason'

describe('onrampUnavailableReason', () => {
  it('is undefined on an onramp chain outside the restricted zones', () => {
    expect(onrampUnavailableReason(TEST_NETWORK, 'Europe/Berlin')).toBeUndefined()
    expect(onrampUnavailableReason({ ...TEST_NETWORK, chainNamespace: 'solana' }, undefined)).toBeUndefined()
  })

  it('names the region, the network, or the missing network', () => {
    expect(onrampUnavailableReason(TEST_NETWORK, 'Asia/Hong_Kong')).toBe('Buying crypto is not available in your region.')
    expect(onrampUnavailableReason({ ...TEST_NETWORK, name: 'Bitcoin', chainNamespace: 'bip122' }, 'UTC')).toBe('Buying crypto is not available on Bitcoin.')
    expect(onrampUnavailableReason(undefined, 'UTC')).toBe('Select a network to buy crypto.')
  })
})
