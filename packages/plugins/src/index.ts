// `@portico/plugins`: where the prebuilt remotes are, for a dapp's build or deploy script.
export { copyPlugins, pluginsVersion, REMOTES_DIR } from './copyPlugins'
