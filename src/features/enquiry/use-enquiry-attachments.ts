import { useCallback, useRef, useState } from 'react'
import { ATTACHMENT_HEAD_BYTES, attachmentProblem, attachmentsProblem } from '@/contracts/enquiry-attachments'

/** A file as the request carries it. */
export interface EncodedAttachment {
  name: string
  /** The bytes in base64. */
  data: string
}

/** Reads a file or part of one with FileReader, which every browser has (Blob.arrayBuffer came later). */
function read<T extends 'readAsDataURL' | 'readAsArrayBuffer'>(
  blob: Blob,
  how: T,
): Promise<T extends 'readAsDataURL' ? string : ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as T extends 'readAsDataURL' ? string : ArrayBuffer)
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'))
    reader[how](blob)
  })
}

/** The file's bytes in base64, by the browser's own encoder (no code of ours per byte). */
async function encoded(file: File): Promise<EncodedAttachment> {
  const dataUrl = await read(file, 'readAsDataURL')
  return { name: file.name, data: dataUrl.slice(dataUrl.indexOf(',') + 1) }
}

/** What is wrong with a file, by the contract's rules, from its size and first bytes. */
async function problemOf(file: File): Promise<string | undefined> {
  try {
    const head = new Uint8Array(await read(file.slice(0, ATTACHMENT_HEAD_BYTES), 'readAsArrayBuffer'))
    return attachmentProblem({ name: file.name, size: file.size, head })
  } catch {
    return `“${file.name}” could not be read from your device: please attach it again.`
  }
}

/**
 * The files attached to the enquiry. Each is checked when chosen, by the contract's rules (kind from
 * its first bytes, size, how many, all together), so a wrong file is refused at once with the words
 * the server would use. Files stay in memory only: a failed send keeps them, a reload does not.
 */
export function useEnquiryAttachments() {
  const [files, setFiles] = useState<File[]>([])
  const [problems, setProblems] = useState<string[]>([])
  // The files as they are now, for a choice read while an earlier one is still being checked.
  const current = useRef<File[]>([])
  const keep = useCallback((next: File[]) => {
    current.current = next
    setFiles(next)
  }, [])

  const add = useCallback(
    async (chosen: File[]) => {
      const found: string[] = []
      const accepted: File[] = []
      for (const file of chosen) {
        const problem = await problemOf(file)
        if (problem) found.push(problem)
        else accepted.push(file)
      }
      const together = [...current.current, ...accepted]
      const problem = attachmentsProblem(together.map((file) => file.size))
      if (problem) found.push(problem)
      else keep(together)
      setProblems(found)
    },
    [keep],
  )

  return {
    files,
    /** What is wrong with the files last chosen, or with what the server refused. */
    problems,
    add,
    remove: (index: number) => {
      keep(current.current.filter((_, position) => position !== index))
      setProblems([])
    },
    /** The server's refusals of the files (`attachments`, `attachments.2`…), shown by the file input. */
    refused: (fields: Record<string, string>) =>
      setProblems(
        Object.entries(fields)
          .filter(([path]) => /^attachments(\.|$)/.test(path))
          .map(([, message]) => message),
      ),
    /** The files for the request; undefined when there are none. */
    encode: async (): Promise<EncodedAttachment[] | undefined> => (files.length > 0 ? Promise.all(files.map(encoded)) : undefined),
  }
}

export type EnquiryAttachments = ReturnType<typeof useEnquiryAttachments>
