import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chainNamespaceSchema } from './chainNamespace'
import { parseCaipAddress } from './parseCaipAddress'
import { toCaipAddress } from './toCaipAddress'
import { toCaipNetworkId } from './toCaipNetworkId'

const part = fc.string({ minLength: 1 }).filter((s) => !s.includes(':'))
const namespace = fc.constantFrom(...chainNamespaceSchema.options)

describe('parseCaipAddress', () => {
  it('splits an EVM address', () => {
    expect(parseCaipAddress('eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')).toEqual({
      chainNamespace: 'eip155',
      chainId: '1',
      address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    })
  })

  it.each(['', 'eip155', 'eip155:1', 'eip155:1:', ':1:0xabc', 'eip155::0xabc', 'eip155:1:0xabc:x', 'cosmos:hub:addr'])(
    'throws the spec message for %j',
    (value) => {
      expect(() => parseCaipAddress(value)).toThrowError(new Error('Invalid CAIP Address'))
    },
  )

  it('round-trips with the builders', () => {
    fc.assert(
      fc.property(namespace, part, part, (chainNamespace, chainId, address) => {
        expect(parseCaipAddress(toCaipAddress(toCaipNetworkId(chainNamespace, chainId), address))).toEqual({
          chainNamespace,
          chainId,
          address,
        })
      }),
    )
  })

  it('either throws the spec message or returns parts that join back to the input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.array(fc.oneof(part, namespace, fc.constant(''))).map((p) => p.join(':'))), (value) => {
        let parsed
        try {
          parsed = parseCaipAddress(value)
        } catch (error) {
          expect(error).toEqual(new Error('Invalid CAIP Address'))
          return
        }
        expect(`${parsed.chainNamespace}:${parsed.chainId}:${parsed.address}`).toBe(value)
      }),
    )
  })
})
