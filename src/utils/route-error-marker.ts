/** Attribute the route error screen carries; a pre-rendered page holding it fails the build. */
export const routeErrorMarker = 'data-route-error'
