import { Link } from 'react-router-dom'

/** The not-found message, shared by the 404 page and the route error screen. */
export function NotFoundMessage() {
  return (
    <section className="message-page">
      <h1>This page could not be found</h1>
      <p>The address may be mistyped, or the page has moved. Our products and articles are all reachable from the home page.</p>
      <p><Link to="/" className="button">Back to the home page</Link></p>
    </section>
  )
}
