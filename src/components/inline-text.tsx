import { Link } from 'react-router-dom'
import { inlineParts } from '@/utils/inline-links'

/** Renders product text whose "[words](/path)" links become router links. */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {inlineParts(text).map((part, index) =>
        part.path === undefined ? (
          part.text
        ) : (
          <Link key={index} to={part.path}>
            {part.text}
          </Link>
        ),
      )}
    </>
  )
}
