/**
 * The letters a placeholder draws for a name: the first letter of each of its first two words
 * (a collection "Portico Pass" reads "PP"), or its first letter; "?" for an empty name.
 * @example initialsOf('Portico Pass #7') // 'PP'
 */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s_-]+/)
    .map((word) => [...word].find((char) => /\p{L}|\p{N}/u.test(char)))
    .filter((letter): letter is string => letter !== undefined)
  return words.slice(0, 2).join('').toUpperCase() || '?'
}
