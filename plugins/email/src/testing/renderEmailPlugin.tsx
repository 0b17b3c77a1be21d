import type { AuthHost, RouteState } from '@portico/contracts'
import type { FakeAuthHost } from '@portico/contracts/testing/vitest'
import { createTestHost } from '@portico/contracts/testing'
import { render } from '@testing-library/react'
import { Provider, useAtomValue } from 'jotai'
import type { ComponentType } from 'react'
import { setupEmail } from '../setupEmail'

/**
 * The AuthHost as the shell lends it: a code request that went through sets lastEmailLoginTime
 * (the test's own mocks of `auth` still answer each call).
 */
function withCooldown(auth: FakeAuthHost, requested: (at: number) => void): AuthHost {
  return {
    ...auth,
    connectEmail: async (email) => {
      const answer = await auth.connectEmail(email)
      requested(Date.now())
      return answer
    },
  }
}

/**
 * Renders the plugin in a test host as the shell would: the view of the route on screen, remounted
 * when the view changes, so push and replace move between the plugin's views. A shell view shows
 * as its name.
 */
export async function renderEmailPlugin({ auth, route, strict = false }: { auth?: FakeAuthHost; route: RouteState; strict?: boolean }) {
  const test = createTestHost({ route, ...(auth ? { auth: withCooldown(auth, (at) => test.host.store.set(auth.lastEmailLoginTime, at)) } : {}) })
  const { registration, atoms } = setupEmail(test.host)
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
