import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { createSocialsAtoms } from '../atoms'
import { arrive, settle, stepFor } from './arrival'

describe('arrivals', () => {
  const first = { view: 'ConnectingSocial', arguments: { provider: 'google' } }
  const second = { view: 'ConnectingSocial', arguments: { provider: 'google' } }

  it('starts a step once per arrival (route entry), not per call', () => {
    const store = createStore()
    const { social } = createSocialsAtoms()
    expect([arrive(store, social, first, 'signingIn'), arrive(store, social, first, 'signingIn')]).toEqual([true, false])
    expect(arrive(store, social, second, 'signingIn')).toBe(true)
  })

  it('drops an answer for an arrival another one replaced', () => {
    const store = createStore()
    const { social } = createSocialsAtoms()
    arrive(store, social, first, 'signingIn')
    arrive(store, social, second, 'signingIn')
    expect(settle(store, social, first, 'failed', 'late')).toBe(false)
    expect(store.get(social)).toEqual({ arrival: second, status: 'signingIn', error: undefined })
  })

  it('shows a new arrival from its start, before its effect ran', () => {
    const store = createStore()
    const { farcaster } = createSocialsAtoms()
    arrive(store, farcaster, first, 'gettingLink')
    settle(store, farcaster, first, 'failed', 'Farcaster is down')
    expect(stepFor(store.get(farcaster), second, 'gettingLink')).toEqual({ arrival: second, status: 'gettingLink', error: undefined })
    expect(stepFor(store.get(farcaster), first, 'gettingLink').status).toBe('failed')
  })
})
