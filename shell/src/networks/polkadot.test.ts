import { caipNetworkSchema } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { polkadot } from './index'

describe('polkadot network', () => {
  it('is a valid network whose CAIP-2 reference is the genesis hash prefix', () => {
    expect(caipNetworkSchema.parse(polkadot)).toEqual(polkadot)
    expect(polkadot.caipNetworkId).toBe(`polkadot:${'0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3'.slice(2, 34)}`)
  })
})
