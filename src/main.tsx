// Imported statically so hydration does not wait for a second, unpreloaded request.
import 'react-dom/client'
import { ViteReactSSG } from 'vite-react-ssg'
import { createRouterWithPayloads } from './app/create-router'
import { routesForDocument } from './app/not-found-document'
import { routes } from './app/routes'
import './styles/global.css'

const documentRoutes =
  typeof window === 'undefined' ? routes : routesForDocument(routes, window.location.pathname, window.__staticRouterHydrationData)

export const createRoot = ViteReactSSG({ routes: documentRoutes, basename: '/', customCreateRouter: createRouterWithPayloads })
