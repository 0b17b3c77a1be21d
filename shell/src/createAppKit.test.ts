import { AlertMessages, ThrownMessages } from '@portico/contracts'
import { describe, expect, it, vi } from 'vitest'
import { createAppKit } from './createAppKit'
import { testMainnet } from './testing/networks'
import { loadShellCore, shellBootOf } from './core/shellCoreOf'

const network = testMainnet

describe('createAppKit options', () => {
  it('throws the spec message when both siweConfig and siwx are set', () => {
    expect(() => createAppKit({ projectId: 'p', networks: [network], siwx: {}, siweConfig: {} }, { window: undefined })).toThrow(
      ThrownMessages.CANNOT_SET_BOTH_SIWE_AND_SIWX,
    )
  })

  it('rejects an invalid siwx option at once, though sign-in loads later', () => {
    expect(() => createAppKit({ projectId: 'p', networks: [network], siwx: { createMessage: 'no' } }, { window: undefined })).toThrow(/^Invalid siwx option: /)
  })

  it('raises the missing project id alert and still works', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const appKit = createAppKit({ networks: [network] }, { window: undefined })
    expect(warn).toHaveBeenCalledWith('[portico]', AlertMessages.PROJECT_ID_NOT_CONFIGURED)
    expect(shellBootOf(appKit).store.get(shellBootOf(appKit).atoms.alert)).toBe(AlertMessages.PROJECT_ID_NOT_CONFIGURED)
    warn.mockRestore()
  })

  it('rejects invalid options with the first validation message', () => {
    expect(() => createAppKit({ projectId: 'p', networks: [] }, { window: undefined })).toThrow('At least one network is required')
    expect(() =>
      createAppKit({ projectId: 'p', networks: [{ ...network, caipNetworkId: 'eip155' as `${string}:${string}` }] }, { window: undefined }),
    ).toThrow('Invalid CAIP-2 network id')
  })

  it('emits MODAL_OPEN and MODAL_CLOSE and opens on Connect when not connected', async () => {
    const appKit = createAppKit({ projectId: 'p', networks: [network] }, { window: undefined })
    const events: string[] = []
    appKit.subscribeEvents((e) => events.push(e.data.event))
    const core = await loadShellCore(appKit)
    core.modal.open()
    expect(shellBootOf(appKit).store.get(shellBootOf(appKit).atoms.history)).toEqual([{ view: 'Connect' }])
    core.modal.close()
    expect(events).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
  })

  it('shakes for 500 ms', async () => {
    const appKit = createAppKit({ projectId: 'p', networks: [network] }, { window: undefined })
    const core = await loadShellCore(appKit)
    vi.useFakeTimers()
    core.modal.shake()
    expect(shellBootOf(appKit).store.get(shellBootOf(appKit).atoms.modal).shake).toBe(true)
    vi.advanceTimersByTime(499)
    expect(shellBootOf(appKit).store.get(shellBootOf(appKit).atoms.modal).shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(shellBootOf(appKit).store.get(shellBootOf(appKit).atoms.modal).shake).toBe(false)
    vi.useRealTimers()
  })
})
