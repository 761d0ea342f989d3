import { useNetworkStatus, useWaitingForConnection } from '@/runtime/network-status'

/** A quiet line while the device is offline: pages already opened keep working, a new one waits for the connection. */
export function OfflineBanner() {
  const { online } = useNetworkStatus()
  const waiting = useWaitingForConnection()
  if (online) return null
  return (
    <p className="offline-banner" role="status">
      {waiting
        ? 'You are offline. The page you chose opens as soon as the connection returns; until then you stay on this one.'
        : 'You are offline. Pages you have opened still work; new pages and enquiries wait for the connection.'}
    </p>
  )
}
