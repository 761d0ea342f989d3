import { randomBytes } from 'node:crypto'
import { closeSync, fsyncSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs'
import { basename, dirname, extname, join } from 'node:path'

/**
 * The files of enquiries on disk: one folder beside the database (data/enquiries.sqlite keeps
 * them in data/enquiries-attachments/), one file per attachment named by its random id. The
 * buyer's file name never reaches the file system.
 */

const idPattern = /^[0-9a-f]{32}$/

/** The folder of the attachments of the database at `databasePath`. */
export function attachmentsFolderOf(databasePath: string): string {
  return join(dirname(databasePath), `${basename(databasePath, extname(databasePath))}-attachments`)
}

export function newAttachmentId(): string {
  return randomBytes(16).toString('hex')
}

/** The path of an attachment's file; throws for anything that is not an id (it could name another path). */
export function attachmentPath(folder: string, id: string): string {
  if (!idPattern.test(id)) throw new Error(`Not an attachment id: ${JSON.stringify(id)}`)
  return join(folder, id)
}

/** Syncs a folder's entries to disk, so a file just created there survives a power cut. */
function syncFolder(folder: string): void {
  const handle = openSync(folder, 'r')
  try {
    fsyncSync(handle)
  } finally {
    closeSync(handle)
  }
}

/**
 * Writes the files as new files (never over an existing one) and syncs them and their folder, so
 * they are on disk before the enquiry that names them is committed. On a failure the files written
 * so far are removed and the error is thrown.
 */
export function writeAttachmentFiles(folder: string, files: Array<{ id: string; bytes: Uint8Array }>): void {
  if (files.length === 0) return
  mkdirSync(folder, { recursive: true, mode: 0o700 })
  const written: string[] = []
  try {
    for (const file of files) {
      const path = attachmentPath(folder, file.id)
      const handle = openSync(path, 'wx', 0o600)
      written.push(path)
      try {
        for (let offset = 0; offset < file.bytes.length;) offset += writeSync(handle, file.bytes, offset)
        fsyncSync(handle)
      } finally {
        closeSync(handle)
      }
    }
    syncFolder(folder)
  } catch (error) {
    removeAttachmentFiles(
      folder,
      written.map((path) => basename(path)),
    )
    throw error
  }
}

/** Removes the files of these ids; a file already gone is no error. Returns the ids it could not remove. */
export function removeAttachmentFiles(folder: string, ids: string[]): string[] {
  const left: string[] = []
  for (const id of ids) {
    try {
      rmSync(attachmentPath(folder, id), { force: true })
    } catch {
      left.push(id)
    }
  }
  return left
}
