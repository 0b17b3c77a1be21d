import { describe, expect, it } from 'vitest'
import { initialView } from './initialView'

describe('initialView', () => {
  it('opens on Account when connected and on Connect otherwise', () => {
    expect(initialView({ isConnected: true, hasAdapters: true, isMobile: false })).toBe('Account')
    expect(initialView({ isConnected: false, hasAdapters: true, isMobile: false })).toBe('Connect')
  })
  it('without adapters opens AllWallets on mobile and the basic WalletConnect view elsewhere', () => {
    expect(initialView({ isConnected: false, hasAdapters: false, isMobile: true })).toBe('AllWallets')
    expect(initialView({ isConnected: false, hasAdapters: false, isMobile: false })).toBe('ConnectingWalletConnectBasic')
  })
  it('a forced view wins over every rule', () => {
    expect(initialView({ isConnected: true, hasAdapters: true, isMobile: false, forcedView: 'Networks' })).toBe('Networks')
  })
})
