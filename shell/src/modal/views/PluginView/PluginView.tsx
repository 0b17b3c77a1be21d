import type { ViewDefinition } from '@portico/contracts'
import { Component, type ReactNode } from 'react'
import { SomethingWentWrong } from '../../lazy/SomethingWentWrong'
import { useLoadedComponent } from '../../lazy/useLoadedComponent'

/** Anything a plugin renders lazily: a view or an Account tab. */
type LazyComponent = Pick<ViewDefinition, 'load'>

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

/**
 * Renders a plugin's view, loading its code first (a skeleton meanwhile); its failure stays inside
 * the view and never blanks the modal.
 */
export function PluginView({ definition }: { definition: LazyComponent }) {
  const { Component: View, failed } = useLoadedComponent<object>(definition)
  if (failed) return <SomethingWentWrong />
  if (!View) return <div className="view skeleton" aria-busy="true" />
  return (
    <ViewErrorBoundary>
      <View />
    </ViewErrorBoundary>
  )
}
