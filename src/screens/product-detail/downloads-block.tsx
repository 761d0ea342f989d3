import type { DownloadFile } from '@/downloads/downloads-manifest.server'
import { useMessages } from '@/components/interface-messages'
import { fill } from '@/config/interface-messages'
import { downloadMessages, productPageMessages } from '@/config/messages/product-page'

interface DownloadsBlockProps {
  productName: string
  files: DownloadFile[]
  /** A CAD drawing of each size row and the STEP models made, each titled by its part number. */
  sizeFiles: DownloadFile[]
}

/** "3 DXF drawings, 3 STEP models": how many files of each kind the sizes have, in the page's words. */
const countsOf = (files: DownloadFile[], t: typeof downloadMessages) =>
  (['DXF', 'STEP'] as const)
    .map((format) => [format, files.filter((file) => file.format === format).length] as const)
    .filter(([, count]) => count > 0)
    .map(([format, count]) => fill(count === 1 ? t.countOne[format] : t.countMany[format], { count }))
    .join(', ')

const fileName = (href: string) => href.slice(href.lastIndexOf('/') + 1)

/**
 * The product's datasheet and CAD drawing, then the CAD files of its sizes (a drawing of each, and
 * a STEP model where one is made): format and size beside each, saved rather than opened in place.
 */
export function DownloadsBlock({ productName, files, sizeFiles }: DownloadsBlockProps) {
  const m = useMessages()
  const t = m.downloads ?? downloadMessages
  return (
    <section aria-labelledby="downloads">
      <h2 id="downloads">{(m.product ?? productPageMessages).downloads}</h2>
      <ul className="download-list">
        {files.map((file) => (
          <li key={file.href}>
            <a href={file.href} download={fileName(file.href)}>
              {t.titles?.[file.format] ?? file.title}: {productName}
            </a>
            <span className="download-meta">
              {' '}
              ({file.format}, {Math.max(1, Math.round(file.bytes / 1024))} KB)
            </span>
            <br />
            <span className="download-note">{t[file.format]}</span>
          </li>
        ))}
      </ul>
      {sizeFiles.length > 0 ? (
        <details className="size-downloads">
          <summary>{fill(t.sizeFiles, { counts: countsOf(sizeFiles, t) })}</summary>
          {sizeFiles.some((file) => file.format === 'STEP') ? <p className="download-note">STEP: {t.STEP}.</p> : null}
          <ul className="download-list">
            {sizeFiles.map((file) => (
              <li key={file.href}>
                <a href={file.href} download={fileName(file.href)}>
                  {file.title}
                </a>
                <span className="download-meta">
                  {' '}
                  ({file.format}, {Math.max(1, Math.round(file.bytes / 1024))} KB)
                </span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  )
}
