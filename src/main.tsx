// Imported statically so hydration does not wait for a second, unpreloaded request.
import 'react-dom/client'
import { ViteReactSSG } from 'vite-react-ssg'
import { createRouterWithPayloads } from './app/create-router'
import { routes } from './app/routes'
import './styles/global.css'

export const createRoot = ViteReactSSG({ routes, basename: '/', customCreateRouter: createRouterWithPayloads })
