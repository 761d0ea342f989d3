import { useId, useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import { Breadcrumbs } from '@/components/breadcrumbs'
import { catalogueLookup, decodePartNumber } from '@/engineering/part-number-reader'
import {
  crownLetters,
  laggingLetters,
  laggingNames,
  shaftEnds,
  standardLetters,
  type SeriesEntry,
  type ShaftEnd,
} from '@/engineering/part-numbers'
import { standardNames, type LaggingKind, type StandardCode } from '@/engineering/size-rows'
import { sizeRowId } from '@/utils/route-paths'
import { usePayload } from '@/utils/use-payload'
import type { loader } from './part-numbers.loader.server'
import { PartNumberBuilder } from './part-number-builder'

type SeriesRow = ReturnType<typeof usePayload<typeof loader>>['series'][number]

/** Each family's pattern, with an example that is a real catalogue row read by the decoder itself. */
const families: Array<{ family: string; format: string; pick: (s: SeriesRow, code: string) => boolean }> = [
  {
    family: 'Rollers',
    format: 'series-standard-DxwallxL-bearing-Sshaftxlength end',
    pick: (s, code) => s.type === 'roller' && !/[/T]/.test(code.split('-')[2] ?? ''),
  },
  {
    family: 'Covered rollers',
    format: 'series-standard-d/DxwallxL-bearing-Sshaftxlength end',
    pick: (s, code) => s.type === 'roller' && code.includes('/'),
  },
  { family: 'Idler sets', format: 'series-standard-BxangleXrolls-D-bearing', pick: (s) => s.type === 'idler-set' },
  {
    family: 'Pulleys',
    format: 'series-standard-DxF-Sjournal/hub-bearing-crown-lagging',
    pick: (s, code) => s.type === 'pulley' && code.split('-').length > 5,
  },
  { family: 'Roller parts', format: 'series-standard-size', pick: (s) => s.type === 'part' && s.part === 'housing' },
  { family: 'Components', format: 'series-belt width x length', pick: (s) => s.type === 'component' },
  { family: 'Machines', format: 'series-model', pick: (s) => s.type === 'machine' },
]

export function Component() {
  const { series } = usePayload<typeof loader>()
  const [code, setCode] = useState('')
  const inputId = useId()
  const seriesMap = useMemo(
    () => new Map<string, SeriesEntry>(series.map((s) => [s.series, { type: s.type, part: s.part, product: s.product }])),
    [series],
  )
  const catalogue = useMemo(() => series.flatMap((s) => s.codes), [series])
  const examples = useMemo(
    () =>
      families.flatMap((f) => {
        const example = series.flatMap((s) => s.codes.filter((c) => f.pick(s, c))).at(0)
        const read = example ? decodePartNumber(example, seriesMap) : undefined
        return example && read?.ok
          ? [
              {
                ...f,
                example,
                reads: read.segments
                  .slice(1)
                  .map((segment) => segment.meaning)
                  .join('; '),
              },
            ]
          : []
      }),
    [series, seriesMap],
  )
  const result = code.trim() ? decodePartNumber(code, seriesMap) : undefined
  const lookup = result?.ok ? catalogueLookup(code, catalogue, seriesMap) : undefined
  // A shorter form found its full code: read the full code, so every segment is explained.
  const read = lookup?.made && lookup.shortForm ? decodePartNumber(lookup.code, seriesMap) : result
  const found = result?.ok ? series.find((s) => s.series === result.series) : undefined
  const pathOf = (partNumber: string) => series.find((s) => s.codes.includes(partNumber))?.path
  return (
    <article className="part-numbers">
      <Breadcrumbs trail={[{ name: 'Products', path: '/products' }, { name: 'Part numbers' }]} />
      <h1>How our part numbers read</h1>
      <p className="lead">
        Every size we make has one part number. It names the product series, the standard, the size, the bearing and, for rolls and pulleys,
        the shaft, so a buyer, a storeman and our sales engineer read the same thing from it. Write it on your purchase order and you get
        exactly that size.
      </p>

      <section aria-labelledby="decode">
        <h2 id="decode">Read a part number</h2>
        <form className="decoder" role="search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={inputId}>Part number to read</label>
          <input
            id={inputId}
            type="text"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            placeholder={`e.g. ${examples[0]?.example ?? ''}`}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${inputId}-result`}
          />
        </form>
        <div id={`${inputId}-result`} aria-live="polite" className="decoder-result">
          {lookup && !lookup.made ? (
            <>
              {lookup.ambiguous ? (
                <p className="field-error">
                  <code>{lookup.code}</code> fits more than one size we make: the full code, with wall and shaft, tells them apart.
                </p>
              ) : lookup.toOrder ? (
                <p>
                  <code>{lookup.code}</code> is not a listed size, but we build it to order: the same bed with another trough angle or bar
                  height. Name it in your enquiry.
                </p>
              ) : (
                <p className="field-error">
                  <code>{lookup.code}</code> is not a size we make.
                </p>
              )}
              <p>
                {lookup.ambiguous
                  ? 'The sizes it fits:'
                  : lookup.toOrder
                    ? 'The listed size it is built from:'
                    : 'The nearest sizes we make:'}
              </p>
              <ul className="code-list">
                {lookup.nearest.map((near) => (
                  <li key={near}>
                    <button type="button" className="link-button" onClick={() => setCode(near)}>
                      <code>{near}</code>
                    </button>
                    {pathOf(near) ? (
                      <>
                        {' '}
                        (<Link to={`${pathOf(near)}#${sizeRowId(near)}`}>its row in the size table</Link>)
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            </>
          ) : read?.ok ? (
            <>
              {lookup?.made && lookup.shortForm ? (
                <p>
                  <code>{lookup.shortForm}</code> is the shorter form of <code>{lookup.code}</code>: write the full code on your order.
                </p>
              ) : null}
              <ol className="decoded-segments">
                {read.segments.map((segment) => (
                  <li key={segment.text}>
                    <code>{segment.text}</code> {segment.meaning}
                  </li>
                ))}
              </ol>
              {found ? (
                <p>
                  <Link to={`${found.path}#${sizeRowId(lookup?.code ?? code.trim())}`}>See this size of the {found.product}</Link>
                </p>
              ) : null}
            </>
          ) : result && !result.ok ? (
            <p className="field-error">
              Part {result.segment} (<code>{result.text || 'missing'}</code>) is not right: {result.error}.
            </p>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="build">
        <h2 id="build">Build a part number</h2>
        <p>Choose the family, the product and the size: each list holds only sizes we make.</p>
        <PartNumberBuilder series={series} onBuilt={setCode} />
      </section>

      <section aria-labelledby="format">
        <h2 id="format">The parts of a code</h2>
        <p>
          Parts are joined by hyphens. Sizes are in millimetres; an <code>x</code> separates the figures of one size.
        </p>
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">Family</th>
                <th scope="col">Pattern</th>
                <th scope="col">Example</th>
                <th scope="col">Reads</th>
              </tr>
            </thead>
            <tbody>
              {examples.map((f) => (
                <tr key={f.family}>
                  <th scope="row">{f.family}</th>
                  <td>
                    <code>{f.format}</code>
                  </td>
                  <td>
                    <code>{f.example}</code>
                  </td>
                  <td>{f.reads}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <h3>Standard</h3>
        <ul className="code-list">
          {(Object.keys(standardLetters) as StandardCode[]).map((s) => (
            <li key={s}>
              <code>{standardLetters[s]}</code> {standardNames[s]}
            </li>
          ))}
        </ul>
        <h3>Pulley lagging</h3>
        <p>The letter, then the thickness in millimetres.</p>
        <ul className="code-list">
          {(Object.keys(laggingLetters) as LaggingKind[]).map((k) => (
            <li key={k}>
              <code>{laggingLetters[k]}</code> {laggingNames[k]}
            </li>
          ))}
        </ul>
        <h3>Bearing</h3>
        <p>
          The bearing's designation gives its bore: a 6204 sits on a 20 mm shaft, a 6205 on 25 mm, a 6306 on 30 mm. Seal type (2RS, ZZ or
          open with a labyrinth) and clearance (C3 as standard) are in the product's specification; ask in the quotation for another.
        </p>
        <h3>Roll shaft</h3>
        <p>
          <code>S</code>, the shaft diameter, the overall shaft length from end to end, and the shaft end. Rolls for the same frame can
          differ only here, so a storeman can match a spare to the roll it replaces.
        </p>
        <ul className="code-list">
          {(Object.keys(shaftEnds) as ShaftEnd[]).map((end) => (
            <li key={end}>
              <code>{end}</code> {shaftEnds[end]}, the width across them set to your brackets
            </li>
          ))}
        </ul>
        <h3>Pulley shaft and crown</h3>
        <p>
          <code>S</code>, then the shaft diameter at the bearings and through the hubs. <code>{crownLetters}</code> after the bearing marks
          a crowned face, before any lagging.
        </p>
        <p>
          Codes written before the wall and shaft were added (such as <code>CR-D-108x380-6204</code>) still read: the reader names the full
          code they stand for, or lists the sizes when more than one fits.
        </p>
      </section>

      <section aria-labelledby="series">
        <h2 id="series">Every series</h2>
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">Series</th>
                <th scope="col">Product</th>
                <th scope="col">First size</th>
              </tr>
            </thead>
            <tbody>
              {series.map((s) => (
                <tr key={s.series}>
                  <th scope="row">
                    <code>{s.series}</code>
                  </th>
                  <td>
                    <Link to={s.path}>{s.product}</Link>
                  </td>
                  <td>
                    <code>{s.example}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </article>
  )
}
