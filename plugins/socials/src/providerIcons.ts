import type { SocialProvider } from '@portico/contracts'

// Simple marks drawn for Portico (a letter or a glyph), not the brands' own artwork. The shell
// draws an icon as a mask, white on a disc of the provider's brand colour (PROVIDER_BRANDS).
const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20" width="20" height="20">${body}</svg>`

/** The Connect entry icon of each provider (SVG source, a few hundred bytes each). */
export const PROVIDER_ICONS: Readonly<Record<SocialProvider, string>> = {
  // A "G": an open ring and its bar.
  google: svg('<path d="M15.4 5.5A7 7 0 1 0 17 10h-6.5" fill="none" stroke="#4285F4" stroke-width="2.4" stroke-linecap="round"/>'),
  // An "X" of a thick and a thin stroke.
  x: svg('<path d="M4.5 3.5l11 13" stroke="#000" stroke-width="2.6" stroke-linecap="round"/><path d="M15.5 3.5l-11 13" stroke="#000" stroke-width="1.4" stroke-linecap="round"/>'),
  // A rounded face with two eyes cut out.
  discord: svg('<path fill="#5865F2" fill-rule="evenodd" d="M5 4h10a2 2 0 0 1 2 2v7a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V6a2 2 0 0 1 2-2zm1.1 6.5a1.4 1.4 0 1 0 2.8 0a1.4 1.4 0 1 0-2.8 0zm5 0a1.4 1.4 0 1 0 2.8 0a1.4 1.4 0 1 0-2.8 0z"/>'),
  // An arch: a bar on two legs.
  farcaster: svg('<path fill="#855DCD" d="M3.5 4h13v12.5h-3.5V11a3 3 0 0 0-6 0v5.5H3.5z"/>'),
  // A cat's head: a round face with two pointed ears.
  github: svg('<path fill="#181717" d="M5 7.6V3.2l3.1 2.1h3.8L15 3.2v4.4a6.2 6.2 0 1 1-10 0z"/>'),
  // An apple with its leaf.
  apple: svg('<path fill="#000" d="M10 6.6C8 5 4.5 5.6 4.5 9.6c0 3.4 2.5 7.4 4 7.4.7 0 1-.5 1.5-.5s.8.5 1.5.5c1.5 0 4-4 4-7.4 0-4-3.5-4.6-5.5-3zM10 5.6c0-1.6 1-2.8 2.6-3.1 0 1.6-1 2.8-2.6 3.1z"/>'),
  // An "f".
  facebook: svg('<path d="M13.5 3.5h-1.8A2.7 2.7 0 0 0 9 6.2V17M6.5 9.2h6.5" fill="none" stroke="#1877F2" stroke-width="2.4" stroke-linecap="round"/>'),
}

/** Each provider's brand colour: a white glyph on it reads (3:1 or more) in both themes. */
export const PROVIDER_BRANDS: Readonly<Record<SocialProvider, string>> = {
  google: '#4285F4',
  x: '#000000',
  discord: '#5865F2',
  farcaster: '#855DCD',
  github: '#24292F',
  apple: '#000000',
  facebook: '#1877F2',
}
