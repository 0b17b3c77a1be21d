// Simple marks drawn for Portico, not the providers' own artwork: each in its brand colour, white
// on it, so a row names the provider at a glance in both themes.
const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">${body}</svg>`

/** The logo of each known onramp provider, by its `name`; others show their initials. */
export const PROVIDER_LOGOS: Readonly<Record<string, string>> = {
  // A ring open to the right on blue: a "C".
  coinbase: svg('<rect width="32" height="32" rx="8" fill="#0052FF"/><path d="M21.5 12.2A7 7 0 1 0 21.5 19.8" fill="none" stroke="#fff" stroke-width="3.4" stroke-linecap="round"/>'),
  // Three rising bars on violet: an "M" of steps.
  meld: svg('<rect width="32" height="32" rx="8" fill="#5B3DF5"/><path d="M8 23V13l5 5 6-8 5 5v8" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>'),
}

/**
 * A provider's logo as an image source (a data URI of the plugin's own drawing), or undefined.
 * @example providerLogo('coinbase')?.startsWith('data:image/svg+xml') // true
 */
export function providerLogo(name: string): string | undefined {
  const source = PROVIDER_LOGOS[name]
  return source ? `data:image/svg+xml,${encodeURIComponent(source)}` : undefined
}
