import type { LoaderFunctionArgs } from 'react-router-dom'
import { retentionDaysFrom } from '@/config/retention'
import { requireRouteEntry } from '@/content/route-table.server'

/** The notice states the retention period of the build's environment (ENQUIRY_RETENTION_DAYS), as the server applies it. */
export async function loader({ request }: LoaderFunctionArgs) {
  return { route: requireRouteEntry(request), retentionDays: retentionDaysFrom(process.env) }
}
