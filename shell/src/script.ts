// The script build for plain HTML pages: one ES module with React inside, loaded with
// <script type="module">. Plugins default to the folder next to this file's folder.
import { createAppKit as createAppKitWithOptions } from './createAppKit'
import type { AppKitOptionsInput } from './options/appKitOptionsSchema'

export { createLocalSiwx } from './siwx/createLocalSiwx'
export * as networks from './networks/index'

/** createAppKit, with plugin remotes fetched from `../plugins/` relative to this script. */
export function createAppKit(options: AppKitOptionsInput) {
  return createAppKitWithOptions({ pluginBaseUrl: new URL('../plugins/', import.meta.url).href, ...options })
}
