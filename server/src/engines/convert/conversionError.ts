import { HostedError } from '../hostedError'

/** The service's `ConversionInvalidParameter`: a 400 whose description the modal shows. */
export const conversionError = (reason: string) => new HostedError(400, '', `Conversion parameter error: ${reason}`)
