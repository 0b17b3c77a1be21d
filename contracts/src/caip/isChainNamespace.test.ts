import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chainNamespaceSchema } from './chainNamespace'
import { isChainNamespace } from './isChainNamespace'

describe('isChainNamespace', () => {
  it('accepts the four namespaces of the spec', () => {
    expect(chainNamespaceSchema.options).toEqual(['eip155', 'solana', 'polkadot', 'bip122'])
    for (const namespace of chainNamespaceSchema.options) expect(isChainNamespace(namespace)).toBe(true)
  })

  it('rejects anything else', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(isChainNamespace(value)).toBe(
          typeof value === 'string' && (chainNamespaceSchema.options as readonly string[]).includes(value),
        )
      }),
    )
  })
})
