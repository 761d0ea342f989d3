import { describe, expect, it } from 'vitest'
import { currentPathOf } from '@/utils/legacy-path'

describe('the address today of an old-site address', () => {
  it('drops .html and .htm endings, index.html, trailing slashes and capitals', () => {
    expect(currentPathOf('/roller/belt-conveyor-roller.html')).toBe('/roller/belt-conveyor-roller')
    expect(currentPathOf('/news/Impact-Roller.HTM')).toBe('/news/impact-roller')
    expect(currentPathOf('/Roller/Belt-Conveyor-Roller/')).toBe('/roller/belt-conveyor-roller')
    expect(currentPathOf('/news/index.html')).toBe('/news')
    expect(currentPathOf('/index.html')).toBe('/')
    expect(currentPathOf('/roller.html/')).toBe('/roller')
  })

  it("returns today's addresses unchanged", () => {
    for (const path of ['/', '/roller', '/roller/page-2', '/knowledge/what-is-a-conveyor-roller']) expect(currentPathOf(path)).toBe(path)
  })
})
