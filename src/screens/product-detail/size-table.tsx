import { Link } from 'react-router-dom'
import { AddToEnquiryButton } from '@/components/add-to-enquiry-button'
import type { EnquiryListItem } from '@/runtime/enquiry-list'
import type { LocalisedSizeTable } from '@/content/size-table-words.server'
import { useMessages } from '@/components/interface-messages'
import { fill } from '@/config/interface-messages'
import { sizeRowId } from '@/utils/route-paths'

interface SizeTableViewProps {
  table: LocalisedSizeTable
  productName: string
  /** The enquiry link for a size: the form's product line carries the part number. */
  /** The quotation link of a size: the product line with its part number. */
  quoteLinkFor: (partNumber: string) => string
  /** The product as the enquiry list holds it; each row adds its part number. */
  listItem: Omit<EnquiryListItem, 'quantity' | 'partNumber'>
}

/** A column's name as a phone's size card labels each figure: "Belt width (mm)". */
const columnName = (column: LocalisedSizeTable['columns'][number] | undefined) =>
  column ? `${column.letter ? `${column.letter} ` : ''}${column.label}${column.unit ? ` (${column.unit})` : ''}` : ''

/**
 * "Sizes and ratings" (or "Models"): one row per size, the part number first. On a wide screen a
 * table whose row actions stay in view; on a phone each row is a card (see global.css).
 */
export function SizeTableView({ table, productName, quoteLinkFor, listItem }: SizeTableViewProps) {
  const messages = useMessages()
  const t = messages.sizeTable
  const caption =
    table.kind === 'models'
      ? fill(t.modelsCaption, { name: productName })
      : `${fill(t.sizesCaption, { name: productName })}${table.standard ? ` (${table.standard})` : ''}`
  return (
    <>
      <div className="table-scroll size-table" tabIndex={0} role="region" aria-label={caption}>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{table.kind === 'models' ? t.model : t.partNumber}</th>
              {table.columns.map((column) => (
                <th scope="col" key={column.label}>
                  {column.letter ? <span className="dimension-letter">{column.letter}</span> : null}
                  {column.label}
                  {column.unit ? <span className="unit"> ({column.unit})</span> : null}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">{t.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.partNumber} id={sizeRowId(row.partNumber)}>
                <th scope="row">
                  <code>{row.partNumber}</code>
                </th>
                {row.cells.map((cell, i) => (
                  <td key={table.columns[i]?.label ?? i} data-label={columnName(table.columns[i])}>
                    {cell.text}
                    {cell.imperial ? <span className="imperial">{cell.imperial}</span> : null}
                  </td>
                ))}
                <td className="size-actions">
                  <Link
                    to={quoteLinkFor(row.partNumber)}
                    className="button button--small"
                    aria-label={fill(t.askQuoteFor, { part: row.partNumber })}
                  >
                    {messages.product.askQuote}
                  </Link>
                  <AddToEnquiryButton
                    item={{ ...listItem, partNumber: row.partNumber }}
                    label={row.partNumber}
                    className="button button--small button--quiet"
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="size-notes">
        {table.notes.map((note, index) => (
          <li key={note} lang={table.englishNotes?.includes(index) ? 'en' : undefined}>
            {note}
          </li>
        ))}
      </ul>
      {table.kind === 'sizes' ? (
        <p className="size-notes">
          <Link to="/part-numbers">{t.partNumbersLink}</Link>
        </p>
      ) : null}
    </>
  )
}
