import { describe, expect, it } from 'vitest'
import { swapActionLabel } from './swapActionLabel'

const t = (key: string, args?: Record<string, unknown>) => (args ? `${key}:${JSON.stringify(args)}` : key)

describe('swapActionLabel', () => {
  it('names the step under way before anything else', () => {
    expect(swapActionLabel(t, { step: 'approving', needsApproval: true, symbol: 'USDC' })).toBe('approving:{"symbol":"USDC"}')
    expect(swapActionLabel(t, { step: 'swapping', needsApproval: true, symbol: 'USDC' })).toBe('swapping')
  })

  it('asks to approve first when the allowance is short, else to swap', () => {
    expect(swapActionLabel(t, { step: 'idle', needsApproval: true, symbol: 'USDC' })).toBe('approve:{"symbol":"USDC"}')
    expect(swapActionLabel(t, { step: 'idle', needsApproval: false, symbol: 'USDC' })).toBe('swap')
  })
})
