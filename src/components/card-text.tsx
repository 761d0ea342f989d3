import { Link } from 'react-router-dom'

/** A card's words: its linked title (the link covers the card), a summary and the "more" cue. */
export function CardText({
  heading: Heading = 'h3',
  path,
  title,
  summary,
  more,
}: {
  heading?: 'h2' | 'h3'
  path: string
  title: string
  summary: string
  more: string
}) {
  return (
    <>
      <Heading>
        <Link to={path}>{title}</Link>
      </Heading>
      <p>{summary}</p>
      <span className="card-more" aria-hidden="true">
        {more}
      </span>
    </>
  )
}
