import { useAppKitWallets, type WalletItem } from '@portico/shell/react'
import { useState } from 'react'
import { SANDBOX_WALLET_RDNS } from '../wallet/info'

/** `<appkit-wallet-button>`s to try by hand: the sandbox wallet (by its rdns), WalletConnect, email and Google. */
export function WalletButtons() {
  return (
    <section aria-labelledby="wallet-buttons">
      <h2 id="wallet-buttons">Wallet buttons</h2>
      <p>
        <appkit-wallet-button wallet={SANDBOX_WALLET_RDNS} /> <appkit-wallet-button wallet="walletConnect" /> <appkit-wallet-button wallet="email" /> <appkit-wallet-button wallet="google" />
      </p>
      <HeadlessSection />
    </section>
  )
}

/** Mounting the headless list is intent (it loads the catalogue), so it waits for a click. */
function HeadlessSection() {
  const [shown, setShown] = useState(false)
  return (
    <section aria-labelledby="headless">
      <h2 id="headless">Headless</h2>
      {shown ? (
        <HeadlessWallets />
      ) : (
        <button type="button" onClick={() => setShown(true)}>
          Show wallets (useAppKitWallets)
        </button>
      )}
    </section>
  )
}

function HeadlessWallets() {
  const { wallets, wcWallets, isInitialized, isFetchingWallets, wcUri, connectingWallet, page, count, fetchWallets, connect, resetWcUri } = useAppKitWallets()
  const [query, setQuery] = useState('')
  const [error, setError] = useState<string>()
  const shown = query.trim() ? wcWallets : [...wallets, ...wcWallets.filter((wallet) => !wallets.some((w) => w.id === wallet.id))]
  const choose = (wallet: WalletItem) => {
    setError(undefined)
    connect(wallet).catch((failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)))
  }
  if (!isInitialized) return <p role="status">Loading wallets…</p>
  return (
    <div data-testid="headless-wallets">
      <input
        type="search"
        aria-label="Search wallets"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value)
          void fetchWallets({ query: event.target.value })
        }}
      />
      <ul aria-label="Headless wallets" aria-busy={isFetchingWallets}>
        {shown.map((wallet) => (
          <li key={wallet.id}>
            <button type="button" onClick={() => choose(wallet)} disabled={connectingWallet !== undefined}>
              {wallet.imageUrl ? <img src={wallet.imageUrl} alt="" width={16} height={16} /> : null} {wallet.name}
              {wallet.isInjected ? ' (installed)' : ''}
            </button>
          </li>
        ))}
      </ul>
      {!query.trim() && page * 40 < count ? (
        <button type="button" onClick={() => void fetchWallets({ page: page + 1 })}>
          More wallets ({count})
        </button>
      ) : null}
      {connectingWallet ? (
        <p role="status">
          Connecting {connectingWallet.name}
          {wcUri ? <code data-testid="headless-wc-uri"> {wcUri}</code> : null}{' '}
          <button type="button" onClick={resetWcUri}>
            Cancel
          </button>
        </p>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
    </div>
  )
}
