import { APPKIT_COMMANDS, CONTRACT_VERSION, type PluginDescription } from '@portico/contracts'
import { TEST_ADDRESS, TEST_NETWORK } from '@portico/contracts/testing'
import { describe, expect, it, vi } from 'vitest'
import { createAppKit } from '../createAppKit'
import type { FetchPluginJson } from './fetchPluginJson'
import type { RemoteModuleLoader } from './loadPlugin'
import { GRANT_NEEDS_EIP155_MESSAGE } from './pluginCommand'

const SMART_SESSIONS_OFF_MESSAGE = APPKIT_COMMANDS.grantPermissions.offMessage
import { shellBootOf } from '../core/shellCoreOf'

const description: PluginDescription = {
  id: 'smartSessions',
  version: '0.1.0',
  contract: CONTRACT_VERSION,
  commands: ['grantPermissions'],
  views: { SmartSessions: { title: 'Sessions' } },
  slots: { accountActions: [{ label: 'Sessions', view: 'SmartSessions', namespaces: ['eip155'] }] },
}
const request = { chainId: '0x7a69', expiry: 1_800_000_000, signer: { type: 'key' as const, data: { type: 'secp256k1' as const, publicKey: `0x02${'a'.repeat(64)}` } }, permissions: [] }

/** An AppKit whose plugin index and remotes are in memory; the smartSessions plugin answers with `command`, built for `contract`. */
function appKitWith({ smartSessions = true, command, contract = CONTRACT_VERSION }: { smartSessions?: boolean; command?: (params: unknown) => Promise<unknown>; contract?: string } = {}) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const fetchJson = vi.fn<FetchPluginJson>(async () => ({ plugins: [{ ...description, contract }] }))
  const loader = vi.fn<RemoteModuleLoader>(async () => ({
    default: { id: 'smartSessions', contractVersion: contract, setup: () => ({ views: { SmartSessions: { load: async () => () => null } }, ...(command ? { commands: { grantPermissions: command } } : {}) }) },
  }))
  const appKit = createAppKit({ projectId: 'p', networks: [TEST_NETWORK], features: { smartSessions, email: false, socials: false } }, { window: undefined, storage: undefined, pluginLoader: loader, pluginFetch: fetchJson })
  const connect = (namespace: 'eip155' | 'solana' = 'eip155') => {
    shellBootOf(appKit).store.set(shellBootOf(appKit).atoms.account, { status: 'connected', address: TEST_ADDRESS, caipAddress: `eip155:31337:${TEST_ADDRESS}` })
    shellBootOf(appKit).store.set(shellBootOf(appKit).atoms.activeNamespace, namespace)
  }
  return { appKit, fetchJson, loader, connect }
}

describe('appKit.grantPermissions', () => {
  it('throws with the feature off or no eip155 connection, fetching nothing', async () => {
    const off = appKitWith({ smartSessions: false })
    off.connect()
    await expect(off.appKit.grantPermissions(request)).rejects.toThrow(SMART_SESSIONS_OFF_MESSAGE)
    const on = appKitWith()
    await expect(on.appKit.grantPermissions(request)).rejects.toThrow(GRANT_NEEDS_EIP155_MESSAGE)
    on.connect('solana')
    await expect(on.appKit.grantPermissions(request)).rejects.toThrow(GRANT_NEEDS_EIP155_MESSAGE)
    expect([off.fetchJson, on.fetchJson, off.loader, on.loader].map((fn) => fn.mock.calls.length)).toEqual([0, 0, 0, 0])
  })

  it('loads the smartSessions plugin on the first call and answers what its command answers', async () => {
    const command = vi.fn(async (params: unknown) => ({ context: `0x${'ab'.repeat(32)}`, asked: params }))
    const { appKit, loader, connect } = appKitWith({ command })
    connect()
    await expect(appKit.grantPermissions(request)).resolves.toEqual({ context: `0x${'ab'.repeat(32)}`, asked: request })
    await appKit.grantPermissions(request)
    expect(loader).toHaveBeenCalledTimes(1)
    expect(command).toHaveBeenCalledTimes(2)
  })

  it('says why when the plugin cannot run it: a plugin without the command in its code, or one built for a newer contract', async () => {
    const older = appKitWith()
    older.connect()
    await expect(older.appKit.grantPermissions(request)).rejects.toThrow('Plugin "smartSessions" has no grantPermissions command')
    const newer = appKitWith({ contract: `${CONTRACT_VERSION.split('.')[0]}.99.0`, command: async () => ({}) })
    newer.connect()
    await expect(newer.appKit.grantPermissions(request)).rejects.toThrow(/^Plugin "smartSessions" is unavailable: built for contract \d+\.99\.0, newer than this shell's/)
    expect(newer.loader).not.toHaveBeenCalled()
  })
})
