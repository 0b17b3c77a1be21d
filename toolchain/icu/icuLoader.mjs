// The rspack loader rspack.config.ts names. rspack imports a loader natively, outside the jiti
// hooks the build runs under (they would hand it a CommonJS wrapper), so this plain module loads
// the TypeScript loader through jiti itself.
import { createJiti } from 'jiti'

const jiti = createJiti(import.meta.url)

/** @this {import('@rspack/core').LoaderContext} @param {string} source */
export default async function icuLoader(source) {
  /** @type {typeof import('./icuLoader.ts')} */
  const loader = await jiti.import('./icuLoader.ts')
  return loader.icuLoader.call(this, source)
}
