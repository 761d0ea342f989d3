import { createContext, useContext, type ReactNode } from 'react'
import { englishMessages, type InterfaceMessages } from '@/config/interface-messages'

const MessagesContext = createContext<InterfaceMessages>(englishMessages)

/** The interface's words for the pages below: those of the page's language, English when it brings none. */
export function MessagesProvider({ messages, children }: { messages: InterfaceMessages | undefined; children: ReactNode }) {
  return <MessagesContext.Provider value={messages ?? englishMessages}>{children}</MessagesContext.Provider>
}

/** The words of the interface in the current page's language. */
export function useMessages(): InterfaceMessages {
  return useContext(MessagesContext)
}
