import {
  contractMismatch,
  pluginRegistrationSchema,
  pluginSchema,
  registrationMismatch,
  type PluginDescription,
  type PluginId,
  type PluginHost,
  type PluginRegistration,
} from '@portico/contracts'
import { PluginLoadError } from './pluginLoadError'

export { PluginLoadError } from './pluginLoadError'

/** Fetches a remote and returns what its './plugin' module exports. */
export type RemoteModuleLoader = (id: PluginId, entryUrl: string) => Promise<unknown>

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Loads one plugin (a chunk of its own, `plugin-setup`, fetched with the first plugin rather than
 * with the modal): remote entry -> module shape -> contract version -> `setup(host)` ->
 * registration checked against its schema and the plugin's description. Every failure becomes a
 * PluginLoadError whose reason says which step failed.
 */
export async function loadPlugin(args: {
  id: PluginId
  description: PluginDescription
  entryUrl: string
  loader: RemoteModuleLoader
  host: PluginHost
  timeoutMs: number
}): Promise<PluginRegistration> {
  const { id, description, entryUrl, loader, host, timeoutMs } = args
  const fail = (reason: string, cause?: unknown) => new PluginLoadError(id, reason, { cause })

  const run = async () => {
    let exported: unknown
    try {
      exported = await loader(id, entryUrl)
    } catch (error) {
      throw fail(`could not load ${entryUrl} (${describe(error)})`, error)
    }
    const candidate = (exported as { default?: unknown } | null)?.default ?? exported
    const plugin = pluginSchema.safeParse(candidate)
    if (!plugin.success) throw fail(`${entryUrl} does not export a plugin (${plugin.error.issues[0]?.message})`)
    if (plugin.data.id !== id) throw fail(`${entryUrl} is the "${plugin.data.id}" plugin`)
    const mismatch = contractMismatch(plugin.data.contractVersion)
    if (mismatch) throw fail(mismatch)
    let registration: unknown
    try {
      registration = await plugin.data.setup(host)
    } catch (error) {
      throw fail(`setup failed (${describe(error)})`, error)
    }
    const checked = pluginRegistrationSchema.safeParse(registration)
    if (!checked.success) throw fail(`setup returned an invalid registration (${checked.error.issues[0]?.message})`)
    const unlike = registrationMismatch(description, checked.data)
    if (unlike) throw fail(`its registration does not fit its description: ${unlike}`)
    return checked.data as PluginRegistration
  }

  return withTimeout(run(), timeoutMs, () => fail(`timed out after ${timeoutMs} ms`))
}
