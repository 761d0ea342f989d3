import type { DownloadFile } from '@/downloads/downloads-manifest.server'

interface DownloadsBlockProps {
  productName: string
  files: DownloadFile[]
}

const descriptions: Record<DownloadFile['format'], string> = {
  PDF: 'A4, with the drawing, specification, sizes and part numbers',
  DXF: 'for CAD, in millimetres, layers for outline, hidden and centre lines, dimensions and text',
}

/** The product's datasheet and CAD drawing: format and size beside each, saved rather than opened in place. */
export function DownloadsBlock({ productName, files }: DownloadsBlockProps) {
  return (
    <section aria-labelledby="downloads">
      <h2 id="downloads">Downloads</h2>
      <ul className="download-list">
        {files.map((file) => (
          <li key={file.href}>
            <a href={file.href} download={file.href.slice(file.href.lastIndexOf('/') + 1)}>
              {file.title}: {productName}
            </a>
            <span className="download-meta"> ({file.format}, {Math.max(1, Math.round(file.bytes / 1024))} KB)</span>
            <br />
            <span className="download-note">{descriptions[file.format]}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
