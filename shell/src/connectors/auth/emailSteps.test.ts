import { atom, createStore } from 'jotai/vanilla'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../../testing/memoryStorage'
import { createAuthStorage } from './authStorage'
import { createEmailSteps } from './emailSteps'
import type { FrameCall } from './frameCall'
import type { FrameChannel } from './frameChannel'

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 }))
afterEach(() => vi.useRealTimers())

/** Email steps over a frame that answers CONNECT_EMAIL with `answer`; the requests are kept. */
const setup = (answer: () => Promise<unknown>) => {
  const store = createStore()
  const storage = createAuthStorage(memoryStorage())
  const lastEmailLoginTime = atom<number | undefined>(undefined)
  const asked: string[] = []
  const frame = {
    request: (name: string) => {
      asked.push(name)
      return answer()
    },
  } as unknown as FrameChannel
  const call: FrameCall = (run) => run(frame)
  const steps = createEmailSteps({ store, call, storage, email: atom<string | undefined>(undefined), lastEmailLoginTime, connect: async () => {} })
  return { store, storage, lastEmailLoginTime, asked, steps }
}

describe('createEmailSteps', () => {
  it('starts the cooldown in the storage and for the views once a request went through, and refuses the next within 30 s', async () => {
    const { store, storage, lastEmailLoginTime, asked, steps } = setup(async () => ({ action: 'VERIFY_OTP' }))
    await expect(steps.connectEmail('ada@example.com')).resolves.toEqual({ action: 'VERIFY_OTP' })
    expect(store.get(lastEmailLoginTime)).toBe(1_000_000)
    expect(storage.read().lastEmailLoginTime).toBe(1_000_000)
    vi.setSystemTime(1_012_000)
    await expect(steps.connectEmail('ada@example.com')).rejects.toThrow('Please try again after 18 seconds')
    expect(asked).toEqual(['CONNECT_EMAIL'])
  })

  it('starts no cooldown for a refused request', async () => {
    const { store, lastEmailLoginTime, steps } = setup(() => Promise.reject(new Error('Invalid email')))
    await expect(steps.connectEmail('ada@example.com')).rejects.toThrow('Invalid email')
    expect(store.get(lastEmailLoginTime)).toBeUndefined()
  })
})
