import { useLoaderData } from 'react-router-dom'

/** The current route's payload, typed from the screen's build-time loader. */
export function usePayload<Loader extends (...args: never[]) => Promise<unknown>>(): Awaited<ReturnType<Loader>> {
  return useLoaderData() as Awaited<ReturnType<Loader>>
}
