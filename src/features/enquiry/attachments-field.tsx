import { useEffect, useRef } from 'react'
import {
  attachmentAccept,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  MAX_ATTACHMENTS_TOTAL_BYTES,
  sizeInWords,
} from '@/contracts/enquiry-attachments'
import type { EnquiryAttachments } from './use-enquiry-attachments'

/** The file input of the enquiry form, the files attached so far, and why a file was refused. */
export function AttachmentsField({ id, attachments }: { id: string; attachments: EnquiryAttachments }) {
  const input = useRef<HTMLInputElement>(null)
  const { files, problems, add, remove } = attachments
  // Files chosen in the pre-rendered form, before its code ran, are in the input already.
  useEffect(() => {
    const chosen = input.current?.files
    if (chosen && chosen.length > 0)
      void add([...chosen]).then(() => {
        if (input.current) input.current.value = ''
      })
    // Once, when the form's code starts (add keeps its identity).
  }, [add])
  const choose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const target = event.currentTarget
    void add([...(target.files ?? [])]).then(() => {
      // Emptied, so the same file can be chosen again after it was removed.
      target.value = ''
    })
  }
  const describedBy = [`${id}-hint`, ...problems.map((_, index) => `${id}-error-${index}`)].join(' ')
  return (
    <div className={`field${problems.length > 0 ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>Drawings and photographs</label>
      <p className="field-hint" id={`${id}-hint`}>
        PDF, PNG, JPEG, WebP, DWG or DXF: up to {MAX_ATTACHMENTS} files, {sizeInWords(MAX_ATTACHMENT_BYTES)} each,{' '}
        {sizeInWords(MAX_ATTACHMENTS_TOTAL_BYTES)} in all. Files are not kept on this device: after a reload, attach them again.
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={attachmentAccept}
        aria-invalid={problems.length > 0 ? true : undefined}
        aria-describedby={describedBy}
        onChange={choose}
      />
      {files.length > 0 ? (
        <ul className="attached-files" aria-label="Attached files">
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`}>
              {file.name} ({sizeInWords(file.size)}){' '}
              <button type="button" className="button button--quiet button--small" onClick={() => remove(index)}>
                Remove {file.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {problems.map((problem, index) => (
        <p key={problem} className="field-error" id={`${id}-error-${index}`}>
          {problem}
        </p>
      ))}
    </div>
  )
}
