import type { DownloadFile } from '@/downloads/downloads-manifest.server'
import { useMessages } from '@/components/interface-messages'
import { fill } from '@/config/interface-messages'

interface DownloadsBlockProps {
  productName: string
  files: DownloadFile[]
  /** A CAD drawing of each size row, titled by its part number. */
  sizeFiles: DownloadFile[]
}

const fileName = (href: string) => href.slice(href.lastIndexOf('/') + 1)

/** The product's datasheet and CAD drawing, then a CAD drawing per size: format and size beside each, saved rather than opened in place. */
export function DownloadsBlock({ productName, files, sizeFiles }: DownloadsBlockProps) {
  const m = useMessages()
  const t = m.downloads
  return (
    <section aria-labelledby="downloads">
      <h2 id="downloads">{m.product.downloads}</h2>
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
          <summary>{fill(t.sizeDrawings, { count: sizeFiles.length })}</summary>
          <ul className="download-list">
            {sizeFiles.map((file) => (
              <li key={file.href}>
                <a href={file.href} download={fileName(file.href)}>
                  {file.title}
                </a>
                <span className="download-meta"> (DXF, {Math.max(1, Math.round(file.bytes / 1024))} KB)</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  )
}
