export * from './contractVersion'
export * from './featureId'
export * from './plugin'
