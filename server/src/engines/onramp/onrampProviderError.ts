import { HostedError } from '../hostedError'

/** The service's `OnRampProviderError` for a call no provider is configured for (a failing provider is an UpstreamError). */
export const onrampProviderError = () => new HostedError(503, '', 'OnRamp provider is temporarily unavailable')
