/**
 * Lists the stored enquiries, newest first, from the database the server uses (ENQUIRY_DB_PATH).
 *   npm run enquiries               aligned columns in the terminal
 *   npm run enquiries -- --csv      every field as CSV on stdout (> enquiries.csv)
 * Opens the file read-only: safe while the server runs.
 */
import { automatedDropsLine, enquiriesCsv, enquiriesTable } from '@/server/enquiries/enquiry-listing'
import { openEnquiryStore } from '@/server/enquiries/enquiry-store'
import { readServerConfig } from '@/server/server-config'

function main(args: string[]): void {
  const unknown = args.filter((arg) => arg !== '--csv')
  if (unknown.length > 0) throw new Error(`Unknown argument ${unknown.join(' ')}: use --csv for CSV, or nothing for a table.`)
  const { databasePath } = readServerConfig().enquiries
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
