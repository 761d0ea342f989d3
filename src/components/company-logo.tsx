/** The company mark: a roller seen end-on, its shaft and bearing, in the brand colours. */
export function CompanyMark() {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="8" fill="#0f4c81" />
      <circle cx="20" cy="20" r="12" fill="none" stroke="#ffffff" strokeWidth="3" />
      <circle cx="20" cy="20" r="5.5" fill="#f5a623" />
      <circle cx="20" cy="20" r="2" fill="#0f4c81" />
    </svg>
  )
}
