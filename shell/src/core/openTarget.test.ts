import { describe, expect, it } from 'vitest'
import { openTarget } from './openTarget'

const nobody = () => false

describe('openTarget', () => {
  it('opens Connect for a namespace nobody is connected on, listing its wallets only', () => {
    expect(openTarget({ namespace: 'solana' }, nobody)).toEqual({ view: 'Connect', arguments: { namespace: 'solana' } })
    expect(openTarget({ view: 'Connect', namespace: 'bip122' }, nobody)).toEqual({ view: 'Connect', arguments: { namespace: 'bip122' } })
  })

  it('leaves the default view when that namespace is connected, and any other view as asked', () => {
    expect(openTarget({ namespace: 'eip155' }, (namespace) => namespace === 'eip155')).toEqual({ view: undefined, arguments: undefined })
    expect(openTarget({ view: 'Networks', namespace: 'solana' }, nobody)).toEqual({ view: 'Networks', arguments: undefined })
    expect(openTarget({ view: 'Swap', arguments: { amount: '1' } }, nobody)).toEqual({ view: 'Swap', arguments: { amount: '1' } })
    expect(openTarget(undefined, nobody)).toEqual({ view: undefined, arguments: undefined })
  })

  it('ignores a namespace that is not one (a plain JS caller)', () => {
    expect(openTarget({ namespace: 'cosmos' as never }, nobody)).toEqual({ view: undefined, arguments: undefined })
  })
})
