/**
 * The message shown when registering an account name fails (SPEC section 8).
 * @example errorRegisteringNameMessage('alice.reown.id') // 'Error registering name alice.reown.id'
 */
export function errorRegisteringNameMessage(name: string): string {
  return `Error registering name ${name}`
}
