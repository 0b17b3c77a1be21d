import type { PluginDescriptionSource } from '@portico/contracts'
import { emailIcon } from './emailIcon'

/**
 * Where email login shows: an email field on the Connect view (the shell draws it before this
 * plugin loads; submitting opens EmailVerifyOtp with `{ email }`, which gives way to
 * EmailLoginFailed when no code could be sent), and an Account action to change
 * the email, only for the embedded wallet (AUTH) on the namespaces it supports.
 */
export const description: PluginDescriptionSource = {
  id: 'email',
  views: {
    EmailVerifyOtp: { title: 'Confirm Email' },
    EmailVerifyDevice: { title: 'Register Device' },
    UpdateEmail: { title: 'Edit Email' },
    UpdateEmailPrimaryOtp: { title: 'Confirm Current Email' },
    UpdateEmailSecondaryOtp: { title: 'Confirm New Email' },
    EmailLoginFailed: { title: 'Email Login' },
  },
  slots: {
    connectMethods: [{ method: 'email', label: 'Email', view: 'EmailVerifyOtp', input: 'email', icon: emailIcon }],
    accountActions: [{ label: 'Email', view: 'UpdateEmail', icon: emailIcon, connectorTypes: ['AUTH'], namespaces: ['eip155', 'solana'] }],
  },
}
