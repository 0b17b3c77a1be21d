import { UserMessages } from '@portico/contracts'
import type { ViewDefinition } from '@portico/contracts'
import { useShownMessage } from '../../i18n/useMessages'
import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react'

/** Anything a plugin renders lazily: a view or an Account tab. */
type LazyComponent = Pick<ViewDefinition, 'load'>

/** Views already loaded, by definition: shown at once the next time (and after a prefetch). */
const loadedViews = new WeakMap<LazyComponent, ComponentType>()

class ViewErrorBoundary extends Component<{ children: ReactNode }, { error: Error | undefined }> {
  override state = { error: undefined as Error | undefined }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override componentDidCatch(error: Error) {
    console.error('[portico] a plugin view failed:', error)
  }
  override render() {
    return this.state.error ? <SomethingWentWrong /> : this.props.children
  }
}

function SomethingWentWrong() {
  const shown = useShownMessage()
  return (
    <p className="muted" role="alert">
      {shown(UserMessages.SOMETHING_WENT_WRONG)}
    </p>
  )
}

/**
 * Renders a plugin's view, loading its code first (a skeleton meanwhile); its failure stays inside
 * the view and never blanks the modal. Loaded with an effect rather than React.lazy and Suspense:
 * React holds a revealed Suspense boundary for 300 ms after its fallback showed, which would add
 * 300 ms to every first opening of a view whose code arrives in a few milliseconds.
 */
export function PluginView({ definition }: { definition: LazyComponent }) {
  const [state, setState] = useState<{ View?: ComponentType; failed?: boolean }>(() => {
    const View = loadedViews.get(definition)
    return View ? { View } : {}
  })
  useEffect(() => {
    if (loadedViews.has(definition)) return
    let live = true
    definition.load().then(
      (loaded) => {
        // The contract types components without React; here they are rendered as React components.
        const View = loaded as ComponentType
        loadedViews.set(definition, View)
        if (live) setState({ View })
      },
      (error: unknown) => {
        console.error('[portico] a plugin view failed to load:', error)
        if (live) setState({ failed: true })
      },
    )
    return () => {
      live = false
    }
  }, [definition])
  if (state.failed) return <SomethingWentWrong />
  if (!state.View) return <div className="view skeleton" aria-busy="true" />
  const { View } = state
  return (
    <ViewErrorBoundary>
      <View />
    </ViewErrorBoundary>
  )
}
