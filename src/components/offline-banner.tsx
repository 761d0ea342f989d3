import { useNetworkStatus } from '@/runtime/network-status'

/** A quiet line while the device is offline: pages already opened keep working. */
export function OfflineBanner() {
  const { online } = useNetworkStatus()
  if (online) return null
  return (
    <p className="offline-banner" role="status">
      You are offline. Pages you have opened still work; new pages and enquiries wait for the connection.
    </p>
  )
}
