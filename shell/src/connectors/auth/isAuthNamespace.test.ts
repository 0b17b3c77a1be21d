import { describe, expect, it } from 'vitest'
import { isAuthNamespace } from './isAuthNamespace'

describe('isAuthNamespace', () => {
  it('holds for the embedded wallet\'s namespaces only', () => {
    expect(['eip155', 'solana', 'bip122', 'polkadot', undefined].map(isAuthNamespace)).toEqual([true, true, false, false, false])
  })
})
