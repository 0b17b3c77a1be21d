// The Solana dapp's page (solana-app/index.html): the Solana adapter entries, bundled by Vite with @solana/web3.js installed.
import { createRoot } from 'react-dom/client'
import { Balance } from './solana'

const root = document.getElementById('root')
if (root) createRoot(root).render(<Balance />)
