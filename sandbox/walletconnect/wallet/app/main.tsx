import { createRoot } from 'react-dom/client'
import { readWalletConfig } from '../walletConfig'
import { createWalletController } from './walletController'
import { WalletApp } from './WalletApp'

const config = readWalletConfig(window.__porticoWcWallet)
const controller = createWalletController(config)
const root = document.getElementById('root')
if (!root) throw new Error('The wallet page has no #root')
createRoot(root).render(<WalletApp controller={controller} chains={config.chains} />)
void controller.start()
