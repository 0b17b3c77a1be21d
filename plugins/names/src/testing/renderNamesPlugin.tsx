import type { AccountState, PluginHost, RouteState } from '@portico/contracts'
import { createTestHost } from '@portico/contracts/testing'
import { render } from '@testing-library/react'
import { Provider, useAtomValue } from 'jotai'
import type { ComponentType } from 'react'
import { setupNames } from '../setupNames'
import type { fakeProfileApi } from './fakeProfileApi'

/**
 * Renders the plugin in a test host as the shell would: the view of the route on screen, remounted
 * when the view changes, so replace moves between the plugin's views. A shell view shows as its name.
 */
export async function renderNamesPlugin({ api, route, rpc, account }: { api: ReturnType<typeof fakeProfileApi>; route: RouteState; rpc?: PluginHost['rpc']; account?: AccountState }) {
  const test = createTestHost({ route, blockchain: api.client, ...(rpc ? { rpc } : {}), ...(account ? { account } : {}) })
  const { registration, atoms } = setupNames(test.host)
  const loaded = await Promise.all(Object.entries(registration.views).map(async ([name, view]) => [name, (await view.load()) as ComponentType] as const))
  const views = new Map(loaded)
  function Screen() {
    const { view } = useAtomValue(test.route)
    const View = views.get(view)
    return View ? <View key={view} /> : <p data-testid="shell-view">{view}</p>
  }
  render(
    <Provider store={test.host.store}>
      <Screen />
    </Provider>,
  )
  return { ...test, atoms, registration }
}
