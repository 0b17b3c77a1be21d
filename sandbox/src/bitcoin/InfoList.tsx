import { useAppKitAccount, useAppKitState, useWalletInfo } from '@portico/shell/react'
import type { Results } from './ActionButtonList'

const SECTIONS: readonly [keyof Results, string][] = [
  ['error', 'Error'],
  ['addresses', 'Account addresses'],
  ['publicKey', 'Public Key'],
  ['psbt', 'PSBT'],
  ['psbtTxid', 'PSBT broadcast'],
  ['txHash', 'Send transfer'],
  ['signedMsg', 'Sign MSG'],
  ['signedMsgBip322', 'Sign MSG (BIP-322)'],
  ['balance', 'Balance'],
]

/** The example's info list: each result under its heading, then the account and state. */
export function InfoList({ results }: { results: Results }) {
  const state = useAppKitState()
  const { address, caipAddress, isConnected, status } = useAppKitAccount()
  const { walletInfo } = useWalletInfo()
  return (
    <>
      {SECTIONS.map(([key, title]) =>
        results[key] ? (
          <section key={key}>
            <h2>{title}</h2>
            <pre data-testid={`result-${key}`}>{results[key]}</pre>
          </section>
        ) : null,
      )}
      <section>
        <h2>useAppKit</h2>
        <pre>
          Address: {address}
          <br />
          caip Address: {caipAddress}
          <br />
          Connected: {String(isConnected)}
          <br />
          Status: {status}
        </pre>
      </section>
      <section>
        <h2>State</h2>
        <pre>
          activeChain: {state.activeChain}
          <br />
          selectedNetworkId: {state.selectedNetworkId}
          <br />
          Wallet: {walletInfo?.name}
        </pre>
      </section>
    </>
  )
}
