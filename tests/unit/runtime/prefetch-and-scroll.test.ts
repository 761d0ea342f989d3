import { describe, expect, it } from 'vitest'
import { prefetchAllowed } from '@/runtime/prefetch'
import { createScrollMemory, decideScroll } from '@/runtime/scroll-manager'

describe('prefetch policy', () => {
  it('prefetches on a normal connection', () => {
    expect(prefetchAllowed({ effectiveType: '4g' }, true)).toBe(true)
    expect(prefetchAllowed(undefined, true)).toBe(true)
  })
  it('refuses when the reader saves data', () => {
    expect(prefetchAllowed({ saveData: true, effectiveType: '4g' }, true)).toBe(false)
  })
  it('refuses on 2g and slow-2g', () => {
    expect(prefetchAllowed({ effectiveType: '2g' }, true)).toBe(false)
    expect(prefetchAllowed({ effectiveType: 'slow-2g' }, true)).toBe(false)
  })
  it('refuses offline', () => {
    expect(prefetchAllowed({ effectiveType: '4g' }, false)).toBe(false)
  })
})

describe('scroll decisions', () => {
  it('restores an earlier position on a new document only for a reload or back/forward load', () => {
    const firstScreen = { action: 'POP', hash: '', savedY: 1500, samePath: false } as const
    expect(decideScroll({ ...firstScreen, documentLoad: 'reload' })).toEqual({ kind: 'restore', y: 1500 })
    expect(decideScroll({ ...firstScreen, documentLoad: 'back_forward' })).toEqual({ kind: 'restore', y: 1500 })
    // A bookmark, a typed address or a link from another site to a page read earlier in the tab.
    expect(decideScroll({ ...firstScreen, documentLoad: 'navigate' })).toEqual({ kind: 'top' })
    expect(decideScroll({ ...firstScreen, hash: '#faq', documentLoad: 'navigate' })).toEqual({ kind: 'hash', id: 'faq' })
  })

  it('goes to the hash target on a new navigation that has one', () => {
    expect(decideScroll({ action: 'PUSH', hash: '#specifications', savedY: undefined, samePath: false })).toEqual({
      kind: 'hash',
      id: 'specifications',
    })
  })
  it('goes to the top on a new navigation without a hash', () => {
    expect(decideScroll({ action: 'PUSH', hash: '', savedY: 900, samePath: false })).toEqual({ kind: 'top' })
  })
  it('restores the position on back and forward', () => {
    expect(decideScroll({ action: 'POP', hash: '', savedY: 1234, samePath: false })).toEqual({ kind: 'restore', y: 1234 })
    expect(decideScroll({ action: 'POP', hash: '#faq', savedY: 40, samePath: false })).toEqual({ kind: 'restore', y: 40 })
  })
  it('stays put when only the query of the same page is replaced (typing a search)', () => {
    expect(decideScroll({ action: 'REPLACE', hash: '', savedY: undefined, samePath: true })).toEqual({ kind: 'stay' })
  })
  it('remembers positions per history entry and survives a reload through its storage', () => {
    const values = new Map<string, string>()
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    }
    createScrollMemory(storage).save('abc', 812.4)
    expect(createScrollMemory(storage).get('abc')).toBe(812)
    expect(createScrollMemory(storage).get('other')).toBeUndefined()
  })
})
