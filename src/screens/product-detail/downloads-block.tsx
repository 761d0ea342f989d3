import type { DownloadFile } from '@/downloads/downloads-manifest.server'

interface DownloadsBlockProps {
  productName: string
  files: DownloadFile[]
  /** A CAD drawing of each size row and the STEP models made, each titled by its part number. */
  sizeFiles: DownloadFile[]
}

const descriptions: Record<DownloadFile['format'], string> = {
  PDF: 'A4, with the drawing, specification, sizes and part numbers',
  DXF: 'for CAD, in millimetres, layers for outline, hidden and centre lines, dimensions and text',
  STEP: 'a solid model for 3D CAD (STEP AP214), in millimetres, to the dimensions of its size row',
  GLB: 'a 3D view of the size the drawing shows',
}

const countOf = (files: DownloadFile[], format: DownloadFile['format'], one: string, many: string) => {
  const count = files.filter((file) => file.format === format).length
  return count === 0 ? [] : [`${count} ${count === 1 ? one : many}`]
}

const fileName = (href: string) => href.slice(href.lastIndexOf('/') + 1)

/**
 * The product's datasheet and CAD drawing, then the CAD files of its sizes (a drawing of each, and
 * a STEP model where one is made): format and size beside each, saved rather than opened in place.
 */
export function DownloadsBlock({ productName, files, sizeFiles }: DownloadsBlockProps) {
  const sizeSummary = [
    ...countOf(sizeFiles, 'DXF', 'DXF drawing', 'DXF drawings'),
    ...countOf(sizeFiles, 'STEP', 'STEP model', 'STEP models'),
  ].join(', ')
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
          <summary>CAD files of each size ({sizeSummary}, by part number)</summary>
          {sizeFiles.some((file) => file.format === 'STEP') ? <p className="download-note">STEP: {descriptions.STEP}.</p> : null}
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
