/**
 * Lists the stored enquiries, newest first, from the database the server uses (ENQUIRY_DB_PATH).
 *   npm run enquiries               aligned columns in the terminal
 *   npm run enquiries -- --csv      every field as CSV on stdout (> enquiries.csv)
 *   npm run enquiries -- --erase EMAIL   deletes every enquiry sent from that address (with its files), and says how many;
 *                                        exits 1 when a busy reader kept older copies in the WAL (run it again)
 * Listing opens the file read-only: safe while the server runs; erasing writes (also safe while it runs).
 */
import { automatedDropsLine, enquiriesCsv, enquiriesTable } from '@/server/enquiries/enquiry-listing'
import { ErasureIncomplete, eraseEnquiriesOf } from '@/server/enquiries/enquiry-retention'
import { openEnquiryStore } from '@/server/enquiries/enquiry-store'
import { readServerConfig } from '@/server/server-config'

/** ENQUIRY_ERASE_WAIT_SECONDS: how long --erase waits for a busy reader before it says so (30 s). */
function eraseWaitMs(): number {
  const value = process.env.ENQUIRY_ERASE_WAIT_SECONDS ?? '30'
  if (!/^\d+$/.test(value)) throw new Error(`ENQUIRY_ERASE_WAIT_SECONDS: "${value}" is not a whole number of seconds`)
  return Number(value) * 1000
}

function erase(databasePath: string, email: string | undefined): void {
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email))
    throw new Error(
      '--erase needs the e-mail address whose enquiries are to be deleted, e.g. npm run enquiries -- --erase buyer@example.com',
    )
  const said = (references: string[]) =>
    references.length === 0
      ? `No enquiry from ${email} in ${databasePath}: nothing was deleted.`
      : `Deleted ${references.length} ${references.length === 1 ? 'enquiry' : 'enquiries'} from ${email} (${references.join(', ')}) with their files and queued e-mails, from ${databasePath}.`
  try {
    console.log(said(eraseEnquiriesOf(databasePath, email, { waitMs: eraseWaitMs() })))
  } catch (error) {
    if (!(error instanceof ErasureIncomplete)) throw error
    console.log(said(error.references))
    throw error
  }
}

function main(args: string[]): void {
  const { databasePath } = readServerConfig().enquiries
  if (args[0] === '--erase') {
    if (args.length > 2) throw new Error(`Unknown argument ${args.slice(2).join(' ')}: --erase takes one e-mail address.`)
    erase(databasePath, args[1])
    return
  }
  const unknown = args.filter((arg) => arg !== '--csv')
  if (unknown.length > 0)
    throw new Error(
      `Unknown argument ${unknown.join(' ')}: use --csv for CSV, --erase EMAIL to delete a person's enquiries, or nothing for a table.`,
    )
  const store = openEnquiryStore(databasePath, { readonly: true })
  try {
    const enquiries = store.list()
    if (args.includes('--csv')) {
      process.stdout.write(enquiriesCsv(enquiries))
      return
    }
    const drops = automatedDropsLine(store.automatedDrops())
    if (enquiries.length === 0) console.log(`No enquiries yet in ${databasePath}.`)
    else {
      console.log(enquiriesTable(enquiries))
      console.log(`\n${enquiries.length} ${enquiries.length === 1 ? 'enquiry' : 'enquiries'} in ${databasePath}`)
    }
    if (drops) console.log(drops)
  } finally {
    store.close()
  }
}

try {
  main(process.argv.slice(2))
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
