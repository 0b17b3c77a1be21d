import { createStore } from 'jotai/vanilla'
import { describe, expect, it } from 'vitest'
import { testNetwork } from '../../catalogue/testing'
import { createShellAtoms } from '../../core/atoms'
import { createEmbeddedAccountType } from './embeddedAccountType'
import type { FrameCall } from './frameCall'
import type { FrameChannel } from './frameChannel'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A frame whose answers the test gives by request name; it records what it was asked. */
const setup = (status: 'connected' | 'disconnected') => {
  const store = createStore()
  const atoms = createShellAtoms([testNetwork], testNetwork)
  store.set(atoms.account, { status, address })
  const asked: [string, unknown][] = []
  const frame = {
    request: async (name: string, payload: unknown) => {
      asked.push([name, payload])
      return name === 'INIT_SMART_ACCOUNT' ? { address, isDeployed: true } : { type: 'eoa', address }
    },
  } as unknown as FrameChannel
  const call: FrameCall = (run) => run(frame)
  return { store, atoms, asked, accountType: createEmbeddedAccountType({ store, atoms }, call, () => false) }
}

describe('createEmbeddedAccountType', () => {
  it('switches to a smart account the frame deploys, and shows it', async () => {
    const { store, atoms, asked, accountType } = setup('connected')
    await accountType.switchTo('smartAccount')
    expect(asked).toEqual([
      ['SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }],
      ['INIT_SMART_ACCOUNT', undefined],
    ])
    expect(store.get(atoms.account)).toMatchObject({ preferredAccountType: 'smartAccount', smartAccountDeployed: true })
  })

  it('switches back to eoa keeping the last known deployment, and shows nothing on a disconnected account', async () => {
    const connected = setup('connected')
    await connected.accountType.switchTo('eoa')
    expect(connected.asked).toEqual([['SET_PREFERRED_ACCOUNT', { type: 'eoa' }]])
    expect(connected.store.get(connected.atoms.account)).toMatchObject({ preferredAccountType: 'eoa', smartAccountDeployed: false })
    const disconnected = setup('disconnected')
    disconnected.accountType.show('smartAccount', true)
    expect(disconnected.store.get(disconnected.atoms.account)).toEqual({ status: 'disconnected', address })
  })
})
