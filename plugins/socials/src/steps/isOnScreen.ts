import type { PluginHost, RouteState } from '@portico/contracts'

/** True while `arrival` is the view on screen: a late answer must not move a router the user has left. */
export const isOnScreen = (host: PluginHost, arrival: RouteState): boolean => host.store.get(host.atoms.route) === arrival
