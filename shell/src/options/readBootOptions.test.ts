import { describe, expect, it } from 'vitest'
import { optimism } from '../networks'
import { testMainnet } from '../testing/networks'
import { APP_KIT_OPTION_DEFAULTS } from './appKitOptionDefaults'
import { appKitOptionsSchema, type AppKitOptionsInput } from './appKitOptionsSchema'
import { readBootOptions } from './readBootOptions'

describe('readBootOptions', () => {
  it('reads good options as their schema does, defaults included', () => {
    const inputs: AppKitOptionsInput[] = [
      { networks: [testMainnet] },
      { projectId: 'p', networks: [testMainnet, optimism], defaultNetwork: optimism, themeMode: 'light', locale: 'es', debug: true, pluginTimeoutMs: 5_000 },
    ]
    for (const input of inputs) expect(readBootOptions(input)).toEqual(appKitOptionsSchema.parse(input))
  })

  it('fills every default the schema fills', () => {
    expect(appKitOptionsSchema.parse({ networks: [testMainnet] })).toMatchObject(APP_KIT_OPTION_DEFAULTS)
  })

  it('leaves out what the boot would trip on, for the check to report', () => {
    const bad = { networks: 'mainnet', defaultNetwork: { caipNetworkId: 'eip155:1' }, locale: 5, themeMode: 'blue', themeVariables: 'x', adapters: {} } as unknown as AppKitOptionsInput
    expect(readBootOptions(bad)).toMatchObject({ networks: [], defaultNetwork: undefined, locale: undefined, themeMode: 'dark', themeVariables: undefined, adapters: undefined })
    expect(readBootOptions({ networks: [testMainnet, { name: 'no rpc' }] } as unknown as AppKitOptionsInput).networks).toEqual([testMainnet])
  })
})
