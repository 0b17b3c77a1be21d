import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { operationTypeSign } from './operationTypeSign'

describe('operationTypeSign', () => {
  it('follows the spec lists', () => {
    for (const type of ['receive', 'deposit', 'borrow', 'claim']) expect(operationTypeSign(type)).toBe('+')
    for (const type of ['withdraw', 'repay', 'burn']) expect(operationTypeSign(type)).toBe('-')
    for (const type of ['send', 'trade', 'mint', 'approve', 'execute']) expect(operationTypeSign(type)).toBe('')
  })

  it('returns one of the three signs for any type', () => {
    fc.assert(
      fc.property(fc.string(), (type) => {
        expect(['+', '-', '']).toContain(operationTypeSign(type))
      }),
    )
  })
})
