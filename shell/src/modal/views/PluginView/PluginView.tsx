import { UserMessages } from '@portico/contracts'
import type { ViewDefinition } from '@portico/contracts'
import { useShownMessage } from '../../i18n/useMessages'
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react'

/** Anything a plugin renders lazily: a view or an Account tab. */
type LazyComponent = Pick<ViewDefinition, 'load'>

const lazyViews = new WeakMap<LazyComponent, ComponentType>()

/** One React.lazy per view definition, so a view loads once however often it is shown. */
function lazyView(definition: LazyComponent): ComponentType {
  let view = lazyViews.get(definition)
  if (!view) {
    // The contract types components without React; here they are rendered as React components.
    view = lazy(async () => ({ default: (await definition.load()) as ComponentType }))
    lazyViews.set(definition, view)
  }
  return view
}

class ViewErrorBoundary extends Component<{ children: ReactNode }, { error: Error | undefined }> {
  override state = { error: undefined as Error | undefined }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override componentDidCatch(error: Error) {
    console.error('[portico] a plugin view failed:', error)
  }
  override render() {
    return this.state.error ? (
      <SomethingWentWrong />
    ) : (
      this.props.children
    )
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

/** Renders a plugin's view; its failure stays inside the view and never blanks the modal. */
export function PluginView({ definition }: { definition: LazyComponent }) {
  const View = lazyView(definition)
  return (
    <ViewErrorBoundary>
      <Suspense fallback={<div className="view skeleton" aria-busy="true" />}>
        <View />
      </Suspense>
    </ViewErrorBoundary>
  )
}
