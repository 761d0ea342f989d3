import { Link } from 'react-router-dom'
import { Breadcrumbs } from '@/components/breadcrumbs'
import { usePayload } from '@/utils/use-payload'
import type { loader } from './industries.loader.server'

export function Component() {
  const { industries } = usePayload<typeof loader>()
  return (
    <>
      <Breadcrumbs trail={[{ name: 'Products', path: '/products' }, { name: 'By industry' }]} />
      <h1>Conveyor equipment by industry</h1>
      <p className="lead">
        A coal mine, a cement works and a grain terminal ask different things of the same roller. Start from your industry: each page says
        what the duty does to rolls, sets and pulleys, which of our products and options answer it, and which of our deliveries and articles
        are about it.
      </p>
      <ul className="card-grid card-grid--fill">
        {industries.map((industry) => (
          <li key={industry.path} className="card">
            <div className="card-body">
              <h2>
                <Link to={industry.path}>{industry.name}</Link>
              </h2>
              <p>{industry.summary}</p>
              <p className="card-meta">What it demands: {industry.demands.join(' · ')}</p>
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
