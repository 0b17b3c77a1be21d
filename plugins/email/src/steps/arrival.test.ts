import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { createEmailAtoms } from '../atoms'
import { arrive, settle, stepFor } from './arrival'

describe('arrivals', () => {
  const first = { view: 'EmailVerifyOtp', arguments: { email: 'ada@portico.example' } }
  const second = { view: 'EmailVerifyOtp', arguments: { email: 'ada@portico.example' } }

  it('starts a step once per arrival (route entry), not per call', () => {
    const store = createStore()
    const { login } = createEmailAtoms()
    expect([arrive(store, login, first, 'sending'), arrive(store, login, first, 'sending')]).toEqual([true, false])
    expect(arrive(store, login, second, 'sending')).toBe(true)
  })

  it('drops an answer for an arrival another one replaced', () => {
    const store = createStore()
    const { login } = createEmailAtoms()
    arrive(store, login, first, 'sending')
    arrive(store, login, second, 'sending')
    expect(settle(store, login, first, 'failed', 'late')).toBe(false)
    expect(store.get(login)).toEqual({ arrival: second, status: 'sending', error: undefined })
  })

  it('shows a new arrival from its start, before its effect ran', () => {
    const store = createStore()
    const { login } = createEmailAtoms()
    arrive(store, login, first, 'sending')
    settle(store, login, first, 'failed', 'Please try again after 3 seconds')
    expect(stepFor(store.get(login), second, 'code')).toEqual({ arrival: second, status: 'code', error: undefined })
    expect(stepFor(store.get(login), first, 'code').status).toBe('failed')
  })
})
