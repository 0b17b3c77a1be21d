'use client'
import { useAppKitState, useAppKitTheme, useAppKitAccount, useWalletInfo } from '@reown/appkit/react'

export const InfoList = () => {
  const kitTheme = useAppKitTheme()
  const state = useAppKitState()
  const { address, caipAddress, isConnected, status } = useAppKitAccount()
  const { walletInfo } = useWalletInfo()

  return (
    <div>
      <section>
        <h2>useAppKitAccount</h2>
        <pre>
          Address: {address}
          <br />
          CAIP address: {caipAddress}
          <br />
          Connected: {isConnected.toString()}
          <br />
          Status: {status}
        </pre>
      </section>
      <section>
        <h2>Theme</h2>
        <pre>Theme: {kitTheme.themeMode}</pre>
      </section>
      <section>
        <h2>State</h2>
        <pre>
          activeChain: {state.activeChain}
          <br />
          loading: {state.loading.toString()}
          <br />
          open: {state.open.toString()}
        </pre>
      </section>
      <section>
        <h2>WalletInfo</h2>
        <pre>Name: {walletInfo?.name}</pre>
      </section>
    </div>
  )
}
