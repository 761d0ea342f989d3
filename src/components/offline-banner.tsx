import { useNetworkStatus, useWaitingForConnection } from '@/runtime/network-status'
import { useMessages } from './interface-messages'

/** A quiet line while the device is offline: pages already opened keep working, a new one waits for the connection. */
export function OfflineBanner() {
  const { online } = useNetworkStatus()
  const waiting = useWaitingForConnection()
  const m = useMessages()
  if (online) return null
  return (
    <p className="offline-banner" role="status">
      {waiting ? m.offline.waiting : m.offline.idle}
    </p>
  )
}
