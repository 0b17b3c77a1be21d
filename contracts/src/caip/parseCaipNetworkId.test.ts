import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chainNamespaceSchema } from './chainNamespace'
import { parseCaipNetworkId } from './parseCaipNetworkId'
import { toCaipNetworkId } from './toCaipNetworkId'

const part = fc.string({ minLength: 1 }).filter((s) => !s.includes(':'))
const namespace = fc.constantFrom(...chainNamespaceSchema.options)

describe('parseCaipNetworkId', () => {
  it('splits a network id', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ chainNamespace: 'eip155', chainId: '1' })
    expect(parseCaipNetworkId('bip122:000000000019d6689c085ae165831e93')).toEqual({
      chainNamespace: 'bip122',
      chainId: '000000000019d6689c085ae165831e93',
    })
  })

  it.each(['', 'eip155', 'eip155:', ':1', 'eip155:1:0xabc', 'cosmos:cosmoshub-4'])('throws the spec message for %j', (value) => {
    expect(() => parseCaipNetworkId(value)).toThrowError(new Error('Invalid CAIP-2 network id'))
  })

  it('round-trips with toCaipNetworkId', () => {
    fc.assert(
      fc.property(namespace, part, (chainNamespace, chainId) => {
        expect(parseCaipNetworkId(toCaipNetworkId(chainNamespace, chainId))).toEqual({ chainNamespace, chainId })
      }),
    )
  })

  it('either throws the spec message or returns parts that join back to the input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.array(fc.oneof(part, namespace, fc.constant(''))).map((p) => p.join(':'))), (value) => {
        let parsed
        try {
          parsed = parseCaipNetworkId(value)
        } catch (error) {
          expect(error).toEqual(new Error('Invalid CAIP-2 network id'))
          return
        }
        expect(`${parsed.chainNamespace}:${parsed.chainId}`).toBe(value)
      }),
    )
  })
})
