/** The embedded wallet's chunk (frame channel, auth connectors, approval); never part of the page load. */
export const loadAuthChunk = () => import(/* webpackChunkName: "auth" */ './authChunk')
