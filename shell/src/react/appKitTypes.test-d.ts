// Type tests (checked by `npm run typecheck`): the public names an AppKit dapp uses, typed as AppKit types them.
import type { BrowserProvider, Eip1193Provider } from 'ethers'
import { expectTypeOf } from 'vitest'
import type { CaipAddress as ShellCaipAddress, CaipNetworkId as ShellCaipNetworkId } from '@portico/shell'
import {
  useAppKit,
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitProvider,
  useAppKitState,
  useDisconnect,
  type CaipAddress,
  type CaipNetworkId,
  type UseAppKitAccountReturnType,
  type UseAppKitNetworkReturnType,
} from '@portico/shell/react'

// AppKit types the provider as the dapp's T (not T | undefined): `new BrowserProvider(walletProvider)` compiles.
expectTypeOf(useAppKitProvider<Eip1193Provider>).returns.toHaveProperty('walletProvider').toEqualTypeOf<Eip1193Provider>()
expectTypeOf<ConstructorParameters<typeof BrowserProvider>[0]>().toExtend<Eip1193Provider>()

// react-bitcoin imports CaipNetworkId from the core entry, react-solana from the React one.
expectTypeOf<ShellCaipNetworkId>().toEqualTypeOf<CaipNetworkId>()
expectTypeOf<'eip155:1'>().toExtend<CaipNetworkId>()
expectTypeOf<ShellCaipAddress>().toEqualTypeOf<CaipAddress>()
expectTypeOf<'eip155:1:0x0000000000000000000000000000000000000000'>().toExtend<CaipAddress>()

// Each hook's named return type is what it returns, with AppKit's field types.
expectTypeOf(useAppKitAccount).returns.toEqualTypeOf<UseAppKitAccountReturnType>()
expectTypeOf<UseAppKitAccountReturnType['isConnected']>().toEqualTypeOf<boolean>()
expectTypeOf<UseAppKitAccountReturnType['address']>().toEqualTypeOf<string | undefined>()
expectTypeOf(useAppKitNetwork).returns.toEqualTypeOf<UseAppKitNetworkReturnType>()
expectTypeOf<UseAppKitNetworkReturnType['chainId']>().toEqualTypeOf<number | string | undefined>()
expectTypeOf(useAppKit).returns.toHaveProperty('open').returns.resolves.toEqualTypeOf<void>()
expectTypeOf(useAppKitState).returns.toHaveProperty('open').toEqualTypeOf<boolean>()
expectTypeOf(useDisconnect).returns.toHaveProperty('disconnect').parameter(0).toEqualTypeOf<{ namespace?: 'eip155' | 'solana' | 'polkadot' | 'bip122' } | undefined>()
