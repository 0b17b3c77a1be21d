import { describe, expect, it } from 'vitest'
import { testDescription, testPluginStates } from './testing'

describe('createPluginStates', () => {
  it('keeps each plugin\'s state, and lists the plugins that have one', () => {
    const { states } = testPluginStates()
    states.set('receive', { status: 'described', description: testDescription('receive') })
    expect(states.of('receive')?.status).toBe('described')
    expect(states.of('onramp')).toBeUndefined()
    expect(states.ids()).toEqual(['receive'])
  })

  it('fails a plugin with why: logged, kept with its description, and told to the dapp', () => {
    const { states, errors, emitted } = testPluginStates()
    states.fail('onramp', 'timed out', testDescription('onramp'))
    states.fail('swaps', 'not in the index')
    expect(states.of('onramp')).toEqual({ status: 'failed', reason: 'timed out', description: testDescription('onramp') })
    expect(states.of('swaps')).toEqual({ status: 'failed', reason: 'not in the index' })
    expect(errors).toEqual(['Plugin "onramp" is unavailable: timed out', 'Plugin "swaps" is unavailable: not in the index'])
    expect(emitted).toMatchObject([
      { event: 'PLUGIN_LOAD_ERROR', properties: { plugin: 'onramp', reason: 'timed out' } },
      { event: 'PLUGIN_LOAD_ERROR', properties: { plugin: 'swaps', reason: 'not in the index' } },
    ])
  })
})
