import { TEST_NETWORK } from '@portico/contracts/testing'
import { describe, expect, it } from 'vitest'
import { testShellCore } from '../modal/testing'
import { optimism, solanaDevnet } from '../networks'
import { SHELL_CHECKS } from '../options/shellChecks'
import { createNetworkList } from './networkList'

async function setup() {
  const core = await testShellCore({ networks: [TEST_NETWORK, solanaDevnet] })
  const list = createNetworkList(core, { switchNetwork: core.connection.switchNetwork, withChecks: (use) => use(SHELL_CHECKS) })
  const ids = () => core.store.get(core.atoms.networks).map((n) => n.caipNetworkId)
  return { core, list, ids }
}

describe('network list', () => {
  it('adds a network to its namespace once, with the project id on its Blockchain API RPC', async () => {
    const { core, list, ids } = await setup()
    list.addNetwork('eip155', optimism)
    list.addNetwork('eip155', optimism)
    expect(ids()).toEqual([TEST_NETWORK.caipNetworkId, solanaDevnet.caipNetworkId, 'eip155:10'])
    expect(core.store.get(core.atoms.networks).at(-1)?.rpcUrls.default.http[0]).toContain('projectId=test-project')
    expect(() => list.addNetwork('solana', optimism)).toThrow('Chain is not supported')
  })

  it('never removes the last network of a namespace', async () => {
    const { list } = await setup()
    await expect(list.removeNetwork('solana', solanaDevnet.caipNetworkId)).rejects.toThrow('Cannot remove last network for a namespace')
    await expect(list.removeNetwork('eip155', 'eip155:424242')).rejects.toThrow('Network not found')
  })

  it('removing the active network moves to the first one left in its namespace', async () => {
    const { core, list, ids } = await setup()
    list.addNetwork('eip155', optimism)
    expect(core.store.get(core.atoms.network)?.caipNetworkId).toBe(TEST_NETWORK.caipNetworkId)
    await list.removeNetwork('eip155', TEST_NETWORK.caipNetworkId)
    expect(ids()).toEqual([solanaDevnet.caipNetworkId, 'eip155:10'])
    expect(core.store.get(core.atoms.network)?.caipNetworkId).toBe('eip155:10')
  })
})
