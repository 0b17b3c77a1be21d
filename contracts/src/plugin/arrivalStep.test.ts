import { atom, createStore } from 'jotai/vanilla'
import { describe, expect, it } from 'vitest'
import { arrive, settle, stepFor, type Step } from './arrivalStep'

const stepAtom = () => atom<Step<'sending' | 'code' | 'failed'>>({ arrival: undefined, status: 'sending', error: undefined })

describe('arrivals', () => {
  const first = { view: 'EmailVerifyOtp', arguments: { email: 'ada@portico.example' } }
  const second = { view: 'EmailVerifyOtp', arguments: { email: 'ada@portico.example' } }

  it('starts a step once per arrival (route entry), not per call', () => {
    const store = createStore()
    const login = stepAtom()
    expect([arrive(store, login, first, 'sending'), arrive(store, login, first, 'sending')]).toEqual([true, false])
    expect(arrive(store, login, second, 'sending')).toBe(true)
  })

  it('drops an answer for an arrival another one replaced', () => {
    const store = createStore()
    const login = stepAtom()
    arrive(store, login, first, 'sending')
    arrive(store, login, second, 'sending')
    expect(settle(store, login, first, 'failed', 'late')).toBe(false)
    expect(store.get(login)).toEqual({ arrival: second, status: 'sending', error: undefined })
  })

  it('shows a new arrival from its start, before its effect ran', () => {
    const store = createStore()
    const login = stepAtom()
    arrive(store, login, first, 'sending')
    settle(store, login, first, 'failed', 'Please try again after 3 seconds')
    expect(stepFor(store.get(login), second, 'code')).toEqual({ arrival: second, status: 'code', error: undefined })
    expect(stepFor(store.get(login), first, 'code').status).toBe('failed')
  })
})
