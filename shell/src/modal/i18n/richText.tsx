import { Fragment, type ReactNode } from 'react'

// Stands in for an element inside a translated sentence; never typed by a translator.
const mark = (name: string) => `\u0000${name}\u0000`

/**
 * A translated sentence with elements in it (links): the message is formatted with a marker per
 * element, then cut at the markers, so each language places the links where its grammar wants.
 * @example richText((args) => t('legalAgree', args), { terms: <a href={terms}>...</a> })
 */
export function richText(format: (args: Record<string, string>) => string, elements: Record<string, ReactNode>): ReactNode {
  const text = format(Object.fromEntries(Object.keys(elements).map((name) => [name, mark(name)])))
  return text.split('\u0000').map((part, index) =>
    // Odd parts are element names (the text between two markers).
    index % 2 === 1 ? <Fragment key={index}>{elements[part]}</Fragment> : part,
  )
}
