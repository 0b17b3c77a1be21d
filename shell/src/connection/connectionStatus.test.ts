import { describe, expect, it } from 'vitest'
import { nextConnectionStatus } from './connectionStatus'

describe('nextConnectionStatus', () => {
  it('connects through connecting', () => {
    expect(nextConnectionStatus('disconnected', 'connect')).toBe('connecting')
    expect(nextConnectionStatus('connecting', 'connected')).toBe('connected')
  })
  it('restores a stored session through connecting', () => {
    expect(nextConnectionStatus('disconnected', 'restore')).toBe('connecting')
  })
  it('a failed attempt returns to disconnected', () => {
    expect(nextConnectionStatus('connecting', 'failed')).toBe('disconnected')
  })
  it('reset always returns to disconnected', () => {
    for (const status of ['disconnected', 'connecting', 'connected'] as const) {
      expect(nextConnectionStatus(status, 'reset')).toBe('disconnected')
    }
  })
  it('refuses transitions that skip a step', () => {
    expect(nextConnectionStatus('disconnected', 'connected')).toBeUndefined()
    expect(nextConnectionStatus('connected', 'connect')).toBeUndefined()
    expect(nextConnectionStatus('disconnected', 'failed')).toBeUndefined()
  })
})
