import { render, type RenderResult } from '@testing-library/react'
import type { ReactElement } from 'react'
import { HelmetProvider } from 'react-helmet-async'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom'

/**
 * Renders `element` as the page at `address` inside a memory router, with `routes` beside it (say,
 * where a form goes after it is sent), with the head-tag provider the app gives every page. For
 * component tests in jsdom: seconds, not a browser.
 */
export function renderRoute(
  element: ReactElement,
  { address = '/', routes = [] }: { address?: string; routes?: RouteObject[] } = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const pathname = new URL(address, 'https://www.example.com').pathname
  const router = createMemoryRouter([{ path: pathname, element }, ...routes], { initialEntries: [address] })
  return {
    router,
    ...render(
      <HelmetProvider>
        <RouterProvider router={router} />
      </HelmetProvider>,
    ),
  }
}
