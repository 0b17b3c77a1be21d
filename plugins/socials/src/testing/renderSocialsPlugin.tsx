import type { AuthHost, RouteState } from '@portico/contracts'
import { createTestHost } from '@portico/contracts/testing'
import { render } from '@testing-library/react'
import { Provider, useAtomValue } from 'jotai'
import type { ComponentType } from 'react'
import { setupSocials } from '../setupSocials'

/**
 * Renders the plugin in a test host as the shell would: the view of the route on screen, remounted
 * when the view changes. A shell view shows as its name.
 */
export async function renderSocialsPlugin({ auth, route, strict = false }: { auth?: AuthHost; route: RouteState; strict?: boolean }) {
  const test = createTestHost({ route, ...(auth ? { auth } : {}) })
  const { registration, atoms } = setupSocials(test.host)
  const loaded = await Promise.all(Object.entries(registration.views).map(async ([name, view]) => [name, (await view.load()) as ComponentType] as const))
  const views = new Map(loaded)
  function Screen() {
    const { view } = useAtomValue(test.route)
    const View = views.get(view)
    return View ? <View key={view} /> : <p data-testid="shell-view">{view}</p>
  }
  // StrictMode at the root, as an app has it: nested deeper, React does not run effects twice.
  render(
    <Provider store={test.host.store}>
      <Screen />
    </Provider>,
    { reactStrictMode: strict },
  )
  return { ...test, atoms }
}
