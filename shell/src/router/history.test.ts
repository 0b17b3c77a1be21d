import { describe, expect, it } from 'vitest'
import { goBackFrom, pushTo, replaceTop } from './history'

describe('router history', () => {
  it('back pops the top entry', () => {
    expect(goBackFrom([{ view: 'Account' }, { view: 'WalletReceive' }])).toEqual({ type: 'pop', history: [{ view: 'Account' }] })
  })
  it('back with one entry closes the modal', () => {
    expect(goBackFrom([{ view: 'Connect' }])).toEqual({ type: 'close' })
  })
  it('back closes whenever UnsupportedChain is in the history', () => {
    expect(goBackFrom([{ view: 'UnsupportedChain' }, { view: 'Networks' }])).toEqual({ type: 'close' })
  })
  it('push appends and replace swaps the top', () => {
    const history = pushTo([{ view: 'Connect' }], { view: 'ConnectingExternal', connectorId: 'a' })
    expect(history).toEqual([{ view: 'Connect' }, { view: 'ConnectingExternal', connectorId: 'a' }])
    expect(replaceTop(history, { view: 'Account' })).toEqual([{ view: 'Connect' }, { view: 'Account' }])
  })
})
