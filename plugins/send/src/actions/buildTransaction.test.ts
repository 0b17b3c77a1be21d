import { decodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { buildTransaction } from './buildTransaction'

const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('buildTransaction', () => {
  it('sends value to the receiver for a native send', () => {
    expect(buildTransaction({ kind: 'native', from, to, value: 10n ** 18n, gasPrice: 1_000_000_000n })).toEqual({
      from,
      to,
      value: '0xde0b6b3a7640000',
      gasPrice: '0x3b9aca00',
    })
  })
  it('calls transfer on the token contract for an ERC-20 send', () => {
    const tx = buildTransaction({ kind: 'token', from, tokenAddress: token, to, amount: 2_500_000n })
    expect(tx.to).toBe(token)
    expect(tx.value).toBeUndefined()
    expect(decodeFunctionData({ abi: erc20Abi, data: tx.data! })).toEqual({ functionName: 'transfer', args: [to, 2_500_000n] })
  })
})
