import type { ComponentType } from 'react'
import { SomethingWentWrong } from './SomethingWentWrong'
import { useLoadedComponent } from './useLoadedComponent'

/** A shell view whose code loads when first shown (a skeleton meanwhile), then renders with `props`. */
export function LazyView<P extends object>({ source, props }: { source: { load(): Promise<ComponentType<P>> }; props: P }) {
  const { Component, failed } = useLoadedComponent<P>(source)
  if (failed) return <SomethingWentWrong />
  if (!Component) return <div className="view skeleton" aria-busy="true" />
  return <Component {...props} />
}
