import { describe, expect, it } from 'vitest'
import { swapRoutersFor } from './swapRouters'

describe('swapRoutersFor', () => {
  it("takes the dapp's routers for the chains it lists, the defaults elsewhere, none on unknown chains", () => {
    expect(swapRoutersFor(undefined, 1)).toEqual(['0x111111125421cA6dc452d289314280a0f8842A65', '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'])
    expect(swapRoutersFor(undefined, 324)).toEqual(['0x6fd4383cB451173D5f9304F041C7BCBf27d561fF'])
    expect(swapRoutersFor(undefined, 31337)).toEqual([])
    expect(swapRoutersFor({ 1: ['0x7a250d5630b4cf539739df2c5dacb4c659f2488d'] }, 1)).toEqual(['0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'])
    expect(swapRoutersFor({ 31337: ['0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0', 'router'] }, 31337)).toEqual(['0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'])
  })
})
