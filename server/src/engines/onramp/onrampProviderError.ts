import { HostedError } from '../hostedError'

/** The service's `OnRampProviderError`: the provider's API failed, timed out or answered garbage. */
export const onrampProviderError = () => new HostedError(503, '', 'OnRamp provider is temporarily unavailable')
