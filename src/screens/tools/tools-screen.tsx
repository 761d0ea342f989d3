import { Link } from 'react-router-dom'
import { Breadcrumbs } from '@/components/breadcrumbs'
import { usePayload } from '@/utils/use-payload'
import type { loader } from './tools.loader.server'

export function Component() {
  const { tools } = usePayload<typeof loader>()
  return (
    <article>
      <Breadcrumbs trail={[{ name: 'Calculators' }]} />
      <h1>Conveyor calculators</h1>
      <p className="lead">
        Work out roll speed, bearing life, the load on each roll, the capacity of a belt, a CEMA idler's load and life, idler spacing for a
        sag limit and the transition distance at a pulley, from your conveyor's own figures, in metric or imperial units. Each answer shows
        its working and ends with the sizes we make that fit, ready for a quotation.
      </p>
      <ul className="tool-list">
        {tools.map((tool) => (
          <li key={tool.slug} className="card">
            <h2>
              <Link to={`/tools/${tool.slug}`}>{tool.title}</Link>
            </h2>
            <p>{tool.summary}</p>
            <p>
              <code>{tool.formula}</code>
            </p>
          </li>
        ))}
      </ul>
      <p>
        Looking for a size by its figures instead? <Link to="/part-numbers">Read or check a part number</Link>.
      </p>
    </article>
  )
}
