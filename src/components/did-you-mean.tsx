import { useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { nearestAddress, sitemapPaths } from '@/utils/nearest-address'

/**
 * On the not-found page, the address a mistyped one most likely meant, read from the sitemap once
 * the page has loaded (the pre-rendered 404 page cannot know which address it answers).
 */
export function DidYouMean() {
  const { pathname } = useLocation()
  const [found, setFound] = useState<{ typed: string; meant: string }>()
  useEffect(() => {
    let current = true
    // A plain fetch of a static file of the site: the HTTP client would add 21 KB to the 404 page for it.
    fetch('/sitemap.xml')
      .then((response) => (response.ok ? response.text() : ''))
      .then((xml) => {
        const meant = nearestAddress(pathname, sitemapPaths(xml))
        if (current && meant && meant !== pathname) setFound({ typed: pathname, meant })
      })
      // Without the sitemap the page still offers search, the categories and the lead products.
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [pathname])
  if (!found || found.typed !== pathname) return null
  return (
    <p className="nearest-address" role="status">
      Did you mean <Link to={found.meant}>{found.meant}</Link>?
    </p>
  )
}
