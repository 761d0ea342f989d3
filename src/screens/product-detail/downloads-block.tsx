import type { DownloadFile } from '@/downloads/downloads-manifest.server'

interface DownloadsBlockProps {
  productName: string
  files: DownloadFile[]
  /** A CAD drawing of each size row, titled by its part number. */
  sizeFiles: DownloadFile[]
}

const descriptions: Record<DownloadFile['format'], string> = {
  PDF: 'A4, with the drawing, specification, sizes and part numbers',
  DXF: 'for CAD, in millimetres, layers for outline, hidden and centre lines, dimensions and text',
}

const fileName = (href: string) => href.slice(href.lastIndexOf('/') + 1)

/** The product's datasheet and CAD drawing, then a CAD drawing per size: format and size beside each, saved rather than opened in place. */
export function DownloadsBlock({ productName, files, sizeFiles }: DownloadsBlockProps) {
  return (
    <section aria-labelledby="downloads">
      <h2 id="downloads">Downloads</h2>
      <ul className="download-list">
        {files.map((file) => (
          <li key={file.href}>
            <a href={file.href} download={fileName(file.href)}>
              {file.title}: {productName}
            </a>
            <span className="download-meta">
              {' '}
              ({file.format}, {Math.max(1, Math.round(file.bytes / 1024))} KB)
            </span>
            <br />
            <span className="download-note">{descriptions[file.format]}</span>
          </li>
        ))}
      </ul>
      {sizeFiles.length > 0 ? (
        <details className="size-downloads">
          <summary>CAD drawing of each size ({sizeFiles.length} DXF files, by part number)</summary>
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
