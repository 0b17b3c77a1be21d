// Everything that pulls in viem, loaded as one chunk on the first connection or restore.
export { createInjectedConnector } from '../connectors/injected/createInjectedConnector'
export { readNativeBalance } from '../account/readNativeBalance'
