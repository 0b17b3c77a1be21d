// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { ANNOUNCE_PROVIDER_EVENT, announceProvider, REQUEST_PROVIDER_EVENT, type Eip6963ProviderDetail } from './announce'
import { createSandboxWalletInfo, SANDBOX_WALLET_RDNS } from './info'

const provider = { request: async () => null }

function collectAnnouncements() {
  const details: Eip6963ProviderDetail<unknown>[] = []
  const listener = (event: Event) => details.push((event as CustomEvent<Eip6963ProviderDetail<unknown>>).detail)
  window.addEventListener(ANNOUNCE_PROVIDER_EVENT, listener)
  return { details, stop: () => window.removeEventListener(ANNOUNCE_PROVIDER_EVENT, listener) }
}

describe('announceProvider', () => {
  let cleanup: (() => void)[] = []
  afterEach(() => {
    cleanup.forEach((fn) => fn())
    cleanup = []
  })

  it('announces once on load with the wallet info and the provider', () => {
    const announcements = collectAnnouncements()
    cleanup.push(announcements.stop)
    const info = createSandboxWalletInfo()
    cleanup.push(announceProvider({ info, provider }))

    expect(announcements.details).toHaveLength(1)
    const [detail] = announcements.details
    expect(detail?.provider).toBe(provider)
    expect(detail?.info).toEqual({
      uuid: info.uuid,
      name: 'Portico Sandbox Wallet',
      icon: expect.stringMatching(/^data:image\/svg\+xml[;,]/),
      rdns: SANDBOX_WALLET_RDNS,
    })
    expect(detail?.info.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(Object.isFrozen(detail)).toBe(true)
    expect(Object.isFrozen(detail?.info)).toBe(true)
  })

  it('answers every eip6963:requestProvider with the same detail', () => {
    cleanup.push(announceProvider({ info: createSandboxWalletInfo(), provider }))
    const announcements = collectAnnouncements()
    cleanup.push(announcements.stop)

    window.dispatchEvent(new Event(REQUEST_PROVIDER_EVENT))
    window.dispatchEvent(new Event(REQUEST_PROVIDER_EVENT))

    expect(announcements.details).toHaveLength(2)
    expect(announcements.details[0]).toBe(announcements.details[1])
  })

  it('stops answering once uninstalled', () => {
    announceProvider({ info: createSandboxWalletInfo(), provider })()
    const announcements = collectAnnouncements()
    cleanup.push(announcements.stop)

    window.dispatchEvent(new Event(REQUEST_PROVIDER_EVENT))

    expect(announcements.details).toHaveLength(0)
  })

  it('gives every page load its own uuid', () => {
    expect(createSandboxWalletInfo().uuid).not.toBe(createSandboxWalletInfo().uuid)
  })
})
