#!/usr/bin/env node
// `portico-plugins copy <dir>`: puts the prebuilt plugin remotes where the dapp serves its files.
import { copyPlugins } from './copyPlugins'

const [command, dir] = process.argv.slice(2)
if (command !== 'copy' || !dir) {
  console.error('usage: portico-plugins copy <dir>   (writes <dir>/<version>/; serve it and pass its URL as pluginBaseUrl)')
  process.exit(1)
}
const { folder, plugins } = copyPlugins(dir)
console.log(`portico-plugins: copied ${plugins.join(', ')} into ${folder}`)
console.log('Serve that folder and pass its URL, with a trailing slash, as createAppKit({ pluginBaseUrl }).')
