import { Link } from 'react-router-dom'
import { Breadcrumbs } from '@/components/breadcrumbs'
import { LazyCalculator } from '@/features/calculators/lazy-calculator'
import { usePayload } from '@/utils/use-payload'
import type { loader } from './tool.loader.server'

export function Component() {
  const { tool, related, sizes, offers } = usePayload<typeof loader>()
  return (
    <article className="tool-page">
      <Breadcrumbs trail={[{ name: 'Calculators', path: '/tools' }, { name: tool.title.split(':')[0] ?? tool.title }]} />
      <h1>{tool.title}</h1>
      <p className="lead">{tool.summary}</p>
      <section aria-labelledby="calculate">
        <h2 id="calculate">Calculate</h2>
        <LazyCalculator
          slug={tool.slug}
          sizes={sizes}
          offers={offers}
          fallback={
            <p className="calculator-loading">The calculator opens once the page has loaded. The method and a worked example are below.</p>
          }
        />
      </section>
      <section aria-labelledby="method">
        <h2 id="method">How it is worked out</h2>
        <p className="formula">
          <code>{tool.formula}</code>
        </p>
        {tool.explanation.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </section>
      {related.length > 0 ? (
        <section aria-labelledby="read-more">
          <h2 id="read-more">Read more</h2>
          <ul>
            {related.map((article) => (
              <li key={article.path}>
                <Link to={article.path}>{article.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        <Link to="/tools">All calculators</Link>
      </p>
    </article>
  )
}
