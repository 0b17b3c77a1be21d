/**
 * The Tokens tab's code: a chunk of its own, fetched when the Account view shows (see
 * AccountView), so neither the boot path nor the modal pays for it before an account exists.
 */
export const tokensTabDefinition = {
  load: () => import(/* webpackChunkName: "account-tokens" */ './TokensTab').then((module) => module.TokensTab),
}
