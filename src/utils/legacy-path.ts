/**
 * The address today of an old-site address that still circulates in e-mails and catalogues:
 * trailing slashes, `index.html`, `.html` and `.htm` endings and upper-case letters are dropped.
 * An address already in today's form comes back unchanged.
 */
export function currentPathOf(path: string): string {
  const current = path
    .replace(/(.)\/+$/, '$1')
    .replace(/\/index\.html?$/i, '')
    .replace(/\.html?$/i, '')
    .toLowerCase()
  return current === '' ? '/' : current
}
