import { describe, expect, it } from 'vitest'
import { operationOf, type HostedTransfer } from './hostedHistory'

const owner = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const router = '0x76ca03a67C049477FfB09694dFeF00416dB69746'
const transfer = (symbol: string, direction: HostedTransfer['direction']): HostedTransfer => ({
  fungible_info: { name: symbol, symbol, icon: null },
  nft_info: null,
  direction,
  quantity: { numeric: '1' },
  value: null,
  price: null,
})

describe('operationOf', () => {
  it("calls the owner's swap of one asset for another a trade, as Zerion does", () => {
    expect(operationOf(owner, owner, [transfer('ETH', 'out'), transfer('PUSD', 'in')])).toBe('trade')
  })

  it('keeps send, receive and execute for the rest', () => {
    expect(operationOf(owner, owner, [transfer('ETH', 'out')])).toBe('send')
    expect(operationOf(owner, router, [transfer('PUSD', 'in')])).toBe('receive')
    // A refund of what was sent is no trade.
    expect(operationOf(owner, owner, [transfer('ETH', 'out'), transfer('ETH', 'in')])).toBe('send')
    expect(operationOf(owner, owner, [])).toBe('execute')
  })
})
