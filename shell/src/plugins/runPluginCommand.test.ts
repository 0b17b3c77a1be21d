import { describe, expect, it, vi } from 'vitest'
import { runPluginCommand, type RunPluginCommandDependencies } from './runPluginCommand'
import { testDescription, testPluginStates } from './testing'

const setup = (commands: Record<string, (params: unknown) => Promise<unknown>> | undefined) => {
  const { states } = testPluginStates()
  const description = testDescription('smartSessions', { commands: ['grantPermissions'] })
  const deps: RunPluginCommandDependencies = {
    states,
    built: [{ id: 'smartSessions', commands: ['grantPermissions'] }],
    describe: vi.fn(async () => states.set('smartSessions', { status: 'described', description })),
    load: vi.fn(async (id: string) => states.set(id, { status: 'ready', description, registration: { views: {}, ...(commands ? { commands } : {}) } })),
  }
  return { deps, states }
}

describe('runPluginCommand', () => {
  it('describes and loads the plugin that names the command, then runs it', async () => {
    const { deps } = setup({ grantPermissions: async (params) => ({ granted: params }) })
    await expect(runPluginCommand(deps, 'grantPermissions', 1)).resolves.toEqual({ granted: 1 })
    expect(deps.load).toHaveBeenCalledWith('smartSessions')
  })

  it('says why it cannot: no plugin answers, or the plugin\'s code has no such command', async () => {
    const { deps } = setup(undefined)
    await expect(runPluginCommand(deps, 'grantPermissions', 1)).rejects.toThrow('Plugin "smartSessions" has no grantPermissions command')
    await expect(runPluginCommand({ ...deps, built: [], describe: async () => {} }, 'getPermissions', 1)).rejects.toThrow('No plugin answers getPermissions')
  })
})
