import { numberToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { chainIdHex } from './chainIdHex'

describe('chainIdHex', () => {
  it("keys a chain as viem's numberToHex does", () => {
    for (const id of [1, 10, 137, 8453, 31337, 11155111, 2 ** 40]) expect(chainIdHex(id)).toBe(numberToHex(id))
  })
})
