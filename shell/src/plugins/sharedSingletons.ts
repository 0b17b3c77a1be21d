/**
 * Modules the shell provides to every plugin as Module Federation singletons. Plugins are built
 * with `import: false` for these, so a remote never ships its own React or jotai. zod is not
 * shared: schemas are pure, and each remote bundles only the zod/mini checks it uses.
 */
export const sharedSingletons = [
  { name: 'react', requiredVersion: '^19.0.0' },
  { name: 'react/jsx-runtime', requiredVersion: '^19.0.0' },
  { name: 'react-dom', requiredVersion: '^19.0.0' },
  { name: 'jotai', requiredVersion: '^2.0.0' },
  { name: '@portico/contracts', requiredVersion: '^0.1.0' },
] as const

export type SharedSingletonName = (typeof sharedSingletons)[number]['name']
