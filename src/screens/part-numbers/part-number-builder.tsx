import { useId, useState } from 'react'
import { Link } from 'react-router-dom'
import type { ProductSizes } from '@/engineering/size-rows'
import { quotationHref } from '@/utils/contact-links'

interface BuilderSeries {
  series: string
  type: ProductSizes['type']
  product: string
  path: string
  slug: string
  codes: string[]
}

const families: Array<{ type: ProductSizes['type']; label: string }> = [
  { type: 'roller', label: 'Rollers' },
  { type: 'idler-set', label: 'Idler sets' },
  { type: 'pulley', label: 'Pulleys' },
  { type: 'part', label: 'Roller parts' },
  { type: 'component', label: 'Conveyor components' },
  { type: 'machine', label: 'Machines' },
]

/**
 * Builds a part number by choosing family, product series and size: each list holds only what
 * the catalogue makes, so every code it gives is one we can quote.
 */
export function PartNumberBuilder({ series, onBuilt }: { series: BuilderSeries[]; onBuilt: (code: string) => void }) {
  const id = useId()
  const [family, setFamily] = useState<ProductSizes['type']>('roller')
  const inFamily = series.filter((s) => s.type === family)
  const [chosenSeries, setChosenSeries] = useState('')
  const current = inFamily.find((s) => s.series === chosenSeries) ?? inFamily[0]
  const [chosenCode, setChosenCode] = useState('')
  const code = current?.codes.includes(chosenCode) ? chosenCode : current?.codes[0]
  return (
    <form className="builder" aria-label="Build a part number" onSubmit={(event) => event.preventDefault()}>
      <div className="field">
        <label htmlFor={`${id}-family`}>Family</label>
        <select id={`${id}-family`} value={family} onChange={(event) => setFamily(event.target.value as ProductSizes['type'])}>
          {families
            .filter((f) => series.some((s) => s.type === f.type))
            .map((f) => (
              <option key={f.type} value={f.type}>
                {f.label}
              </option>
            ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-series`}>Product (series)</label>
        <select id={`${id}-series`} value={current?.series ?? ''} onChange={(event) => setChosenSeries(event.target.value)}>
          {inFamily.map((s) => (
            <option key={s.series} value={s.series}>
              {s.product} ({s.series})
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-size`}>Size</label>
        <select id={`${id}-size`} value={code ?? ''} onChange={(event) => setChosenCode(event.target.value)}>
          {(current?.codes ?? []).map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      {current && code ? (
        <p className="builder-result">
          <code>{code}</code>{' '}
          <button type="button" className="link-button" onClick={() => onBuilt(code)}>
            Read it
          </button>
          {' · '}
          <Link to={quotationHref({ product: current.product, slug: current.slug, partNumber: code, from: '/part-numbers' })}>
            Ask for a quotation
          </Link>
        </p>
      ) : null}
    </form>
  )
}
