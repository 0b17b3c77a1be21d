import { describe, expect, it, vi } from 'vitest'
import type { ShellContext } from '../../core/shellContext'
import { followWagmiAdapter } from './followWagmiAdapter'

const context = (adapters: unknown[]) => ({ options: { adapters }, log: { warn: vi.fn() } }) as unknown as ShellContext & { log: { warn: ReturnType<typeof vi.fn> } }
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('followWagmiAdapter', () => {
  it("starts the dapp's wagmi sync over the shell, and warns when its chunk fails to load", async () => {
    const sync = vi.fn(() => () => undefined)
    const ctx = context([{ type: 'ethers' }, { type: 'wagmi', config: {}, loadSync: async () => sync }])
    followWagmiAdapter(ctx)
    await flush()
    expect(sync).toHaveBeenCalledWith(ctx)

    const failing = context([{ type: 'wagmi', config: {}, loadSync: () => Promise.reject(new Error('offline')) }])
    followWagmiAdapter(failing)
    await flush()
    expect(failing.log.warn).toHaveBeenCalledWith('wagmi adapter:', 'offline')
  })

  it('loads nothing for a dapp without a wagmi adapter', () => {
    const loadSync = vi.fn()
    followWagmiAdapter(context([{ type: 'ethers', config: {}, loadSync }]))
    expect(loadSync).not.toHaveBeenCalled()
  })
})
