/**
 * Version of the shell <-> plugin contract, semver: a minor adds to it (a plugin built for an
 * older minor still works), a major breaks it. A plugin declares the version it was built for;
 * see contractMismatch for what the shell accepts.
 */
// 4.0.0: static plugin descriptions (views, titles, slots), semver; registrations carry code only.
// 4.1.0: PluginHost.i18n, the locale and the plugin's own catalogue.
// 4.2.0: PluginHost.auth (the embedded wallet), route arguments (atoms.route, router args), connect
//        methods that are fields (`input: 'email'`), account actions for some connector types.
// 4.3.0: social login (AuthHost.connectSocial, Farcaster), connect methods with arguments and a popup,
//        the arrival-step helpers for views that start a request on arrival (arrive, settle, isOnScreen).
// 4.5.0: account names: PluginHost.account.setProfileName, account actions shown only while the
//        account has no profile name (`withoutProfileName`).
// 4.6.0: swaps: `options.swapChainIds` (the networks the dapp swaps on), account actions a
//        registration shows only on some networks (`networks`), service `reasons` kept on API errors.
// 4.7.0: named commands a registration may expose (PluginRegistration.commands: grantPermissions), which
//        the shell's controller calls on the dapp's behalf, loading the plugin first.
// 4.8.0: the Account view's tabs: Tokens is the shell's, WalletSend opens with a token (sendTokenArguments);
//        the shared token balance helpers (readWalletAssets, usableBalances, displayedTokenBalance).
// 4.9.0: adoptStyles / adoptStylesRef, constructable stylesheets for views under a strict CSP (no <style>).
// 4.10.0: swaps: `options.swapRouters` (the routers a swap may call, per chain id) and
//         `options.swapMaxPriceDeviation` (percent a quote may stray from the fungible prices).
//         `options.onrampProviderKeys`, the dapp's own onramp provider keys (Meld's public key).
// 4.11.0: PluginHost.ui, the shell's UI kit (icons, avatar, logos with a fallback, error alert, QR code).
// 5.0.0: plugins by description: open plugin ids (found in plugins/, no closed list); a description
//        names its feature flag (`feature`), the commands it answers, the capabilities it needs
//        (`embeddedWallet`, `accountProfile`: host.auth and host.account lent only to who asks), its own createAppKit options (`options`, lent in
//        `PluginHost.options.own`), connect methods with their `method` (email, social) and a Tokens
//        row action (`slots.tokenAction`). Breaking: the swap and onramp fields left PluginHost.options,
//        and a 4.x description says none of the above, so the shell could not place it.
// 5.1.0: AuthHost.lastEmailLoginTime, the email cooldown the shell keeps, so a view counts down from it.
// 5.2.0: the UI kit's Problem, a whole view that cannot go on (message, back, retry).
// 5.3.0: the UI kit's logos take a `shape` (circle, rounded square) and fall back to the name's
//        initials; the QR code always has a centre logo (the kit's wallet mark without one). The kit's
//        implementation left contracts for the shell, which lends it (PluginHost.ui).
export const CONTRACT_VERSION = '5.3.0'

const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/

/** [major, minor, patch] of a plain semver version, or undefined. */
export function parseSemver(version: string): [number, number, number] | undefined {
  const match = SEMVER.exec(version)
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined
}

/**
 * Why a plugin built for contract `plugin` cannot run on a shell speaking `shell`, or undefined
 * when it can: the same major, and a minor the shell knows (the plugin's minor at most the shell's).
 * @example contractMismatch('4.0.0', '4.1.0') // undefined
 * @example contractMismatch('4.2.0', '4.1.0') // 'built for contract 4.2.0, newer than this shell's 4.1.0'
 */
export function contractMismatch(plugin: string, shell: string = CONTRACT_VERSION): string | undefined {
  const [pluginVersion, shellVersion] = [parseSemver(plugin), parseSemver(shell)]
  if (!pluginVersion || !shellVersion) return `built for contract "${plugin}", not a version this shell (${shell}) can compare`
  if (pluginVersion[0] !== shellVersion[0]) return `built for contract ${plugin}, another major than this shell's ${shell}`
  if (pluginVersion[1] > shellVersion[1]) return `built for contract ${plugin}, newer than this shell's ${shell}`
  return undefined
}
