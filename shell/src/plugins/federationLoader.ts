import { createInstance } from '@module-federation/enhanced/runtime'
import * as runtimeCore from '@module-federation/runtime-core'
import * as contracts from '@portico/contracts'
import { pluginRemoteName } from '@portico/contracts'
import * as jotai from 'jotai'
import * as React from 'react'
import * as ReactDOM from 'react-dom'
import * as jsxRuntime from 'react/jsx-runtime'
import type { RemoteModuleLoader } from './loadPlugin'
import { sharedSingletons, type SharedSingletonName } from './sharedSingletons'

const modules: Record<SharedSingletonName, Record<string, unknown>> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  jotai,
  '@portico/contracts': contracts,
}

/**
 * The Module Federation runtime, created on first use so it never costs the page a byte before
 * intent. The shell is not built as a federation host (a dapp bundles it with any bundler), so
 * it provides its singletons to the share scope at run time.
 */
export function createFederationLoader(): RemoteModuleLoader {
  // Remotes are built with `externalRuntime`: they use this runtime core instead of their own.
  const global = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown }
  global._FEDERATION_RUNTIME_CORE ??= runtimeCore
  const federation = createInstance({
    name: 'portico_shell',
    remotes: [],
    shared: Object.fromEntries(
      sharedSingletons.map(({ name, requiredVersion }) => [
        name,
        {
          version: requiredVersion.replace('^', ''),
          lib: () => modules[name],
          shareConfig: { singleton: true, requiredVersion },
        },
      ]),
    ),
  })
  return async (id, entryUrl) => {
    const name = pluginRemoteName(id)
    // force: a retry after a failed load must fetch the entry again, not reuse the failure.
    federation.registerRemotes([{ name, entry: entryUrl }], { force: true })
    return federation.loadRemote(`${name}/plugin`)
  }
}
