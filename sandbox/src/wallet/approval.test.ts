// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { APPROVAL_STORAGE_KEY, createApproval } from './approval'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('createApproval', () => {
  beforeEach(() => localStorage.clear())

  it('persists an approval across instances (reloads) and forgets it on revoke', () => {
    createApproval(localStorage, address).approve()
    expect(localStorage.getItem(APPROVAL_STORAGE_KEY)).not.toBeNull()
    const reloaded = createApproval(localStorage, address)
    expect(reloaded.isApproved()).toBe(true)

    reloaded.revoke()
    expect(createApproval(localStorage, address).isApproved()).toBe(false)
  })

  it('treats an approval of another account or unreadable data as none', () => {
    createApproval(localStorage, other).approve()
    expect(createApproval(localStorage, address).isApproved()).toBe(false)

    localStorage.setItem(APPROVAL_STORAGE_KEY, '{not json')
    expect(createApproval(localStorage, address).isApproved()).toBe(false)
  })
})
