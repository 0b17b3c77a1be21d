import { useEffect, useState, type ComponentType } from 'react'
import type { LazyComponentSource } from './lazyComponent'

/** Components already loaded, by source: rendered at once the next time (and after a preload). */
const loadedComponents = new WeakMap<LazyComponentSource, ComponentType<never>>()

/** What a lazy component is while its code loads: nothing yet, the component, or a failure. */
export interface LoadedComponent<P> {
  Component: ComponentType<P> | undefined
  failed: boolean
}

/**
 * Loads a component's code with an effect, not React.lazy and Suspense: React holds a revealed
 * Suspense boundary for 300 ms after its fallback showed, which would add 300 ms to every first
 * opening of a view whose code arrives in a few milliseconds. A component loaded before renders at
 * once.
 */
export function useLoadedComponent<P>(source: LazyComponentSource): LoadedComponent<P> {
  const [state, setState] = useState<{ source: LazyComponentSource; Component?: ComponentType<P>; failed: boolean }>(() => ({
    source,
    Component: loadedComponents.get(source) as ComponentType<P> | undefined,
    failed: false,
  }))
  const known = loadedComponents.get(source) as ComponentType<P> | undefined
  useEffect(() => {
    if (loadedComponents.has(source)) return
    let live = true
    source.load().then(
      (loaded) => {
        // Components are typed without React where they come from (the plugin contract); here they render.
        loadedComponents.set(source, loaded as ComponentType<never>)
        if (live) setState({ source, Component: loaded as ComponentType<P>, failed: false })
      },
      (error: unknown) => {
        console.error('[portico] a view failed to load:', error)
        if (live) setState({ source, failed: true })
      },
    )
    return () => {
      live = false
    }
  }, [source])
  // A new source shows its own state, never the previous one's component.
  if (state.source !== source) return { Component: known, failed: false }
  return { Component: state.Component ?? known, failed: state.failed }
}
