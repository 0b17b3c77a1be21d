import { useState, useSyncExternalStore } from 'react'
import type { SandboxChain } from '../../../../secure-site/src/wallet/chains'
import type { RequestDetails } from '../walletRequest'
import { WALLETCONNECT_SOLANA_CHAINS } from '../solanaKey'
import type { PendingProposal, WalletController, WalletState } from './walletController'

function Details({ details }: { details: RequestDetails }) {
  return (
    <dl>
      {details.map(({ label, value }) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function Decision({ busy, onApprove, onReject }: { busy: boolean; onApprove: () => void; onReject: () => void }) {
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <button type="button" className="approve" disabled={busy} onClick={onApprove}>
        Approve
      </button>
      <button type="button" className="reject" disabled={busy} onClick={onReject}>
        Reject
      </button>
    </div>
  )
}

/** What a connection card says: the site, then the account and network of each namespace granted. */
function proposalDetails(proposal: PendingProposal, state: WalletState): RequestDetails {
  const { chain, solanaChain } = proposal
  const site = { label: 'Site', value: proposal.dappUrl }
  if (!chain && !solanaChain) return [site, { label: 'Network', value: 'none this wallet has' }]
  return [
    site,
    ...(chain ? [{ label: 'Account', value: state.address }, { label: 'Network', value: `${chain.chainName} (${chain.chainId})` }] : []),
    ...(solanaChain ? [{ label: 'Solana account', value: state.solanaAddress }, { label: 'Solana network', value: WALLETCONNECT_SOLANA_CHAINS[solanaChain] ?? solanaChain }] : []),
  ]
}

/**
 * The sandbox WalletConnect wallet's page: paste the dapp's `wc:` link, then approve or reject the
 * connection and each request. Text only from the dapp (names, messages) is rendered as text.
 */
export function WalletApp({ controller, chains }: { controller: WalletController; chains: readonly SandboxChain[] }) {
  const state = useSyncExternalStore(controller.subscribe, controller.getState)
  const [uri, setUri] = useState('')
  const ready = state.status === 'ready'
  return (
    <>
      <h1>Portico sandbox WalletConnect wallet</h1>
      <p className="muted">
        Account <span className="mono" data-testid="wallet-address">{state.address}</span> (anvil dev account 5) on {chains.map((c) => `${c.chainName} (${c.chainId})`).join(', ')}
      </p>
      <p className="muted">
        Solana account <span className="mono" data-testid="wallet-solana-address">{state.solanaAddress}</span> (Ed25519) on {Object.values(WALLETCONNECT_SOLANA_CHAINS).join(', ')}
      </p>
      <p className="muted" role="status" data-testid="wallet-status">
        {state.status === 'starting' ? 'Starting...' : state.status === 'failed' ? 'The wallet could not start (see below).' : 'Ready: paste a WalletConnect link (the modal’s Copy link).'}
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void controller.pair(uri).then(() => setUri(''))
        }}
      >
        <input aria-label="WalletConnect link" placeholder="wc:..." value={uri} onChange={(event) => setUri(event.target.value)} />
        <button type="submit" className="approve" disabled={!ready || state.busy || !uri}>
          Connect
        </button>
      </form>

      {state.proposals.map((proposal) => (
        <section key={proposal.id} className="card" aria-label={`Connection request from ${proposal.dappName}`}>
          <strong>{proposal.dappName}</strong> wants to connect
          <Details details={proposalDetails(proposal, state)} />
          <Decision busy={state.busy} onApprove={() => void controller.approveProposal(proposal.id)} onReject={() => void controller.rejectProposal(proposal.id)} />
        </section>
      ))}

      {state.requests.map(({ id, dappName, request }) => (
        <section key={id} className="card" aria-label={`${request.method} request`}>
          <strong>{dappName}</strong> asks: <span className="mono">{request.method}</span>
          <Details details={request.details} />
          <Decision busy={state.busy} onApprove={() => void controller.approveRequest(id)} onReject={() => void controller.rejectRequest(id)} />
        </section>
      ))}

      <h2>Sessions</h2>
      {state.sessions.length === 0 ? <p className="muted">No session.</p> : null}
      <ul aria-label="Sessions">
        {state.sessions.map((session) => (
          <li key={session.topic}>
            {session.dappName} <span className="muted">{session.dappUrl}</span> on <span className="mono">{session.chains.join(', ')}</span>{' '}
            <button type="button" className="reject" disabled={state.busy} onClick={() => void controller.disconnect(session.topic)}>
              Disconnect
            </button>
          </li>
        ))}
      </ul>

      <h2>Activity</h2>
      <ol className="activity" aria-label="Activity">
        {state.activity.map((line, index) => (
          <li key={`${index}:${line}`}>{line}</li>
        ))}
      </ol>
    </>
  )
}
