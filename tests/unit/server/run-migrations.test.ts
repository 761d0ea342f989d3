import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { latestSchemaVersion, runMigrations } from '@/server/enquiries/run-migrations'

function migrations(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'))
  for (const [name, sql] of Object.entries(files)) writeFileSync(join(dir, name), sql)
  return dir
}

describe('database migrations', () => {
  it('applies each newer migration once and records the version', () => {
    const dir = migrations({ '001-a.sql': 'CREATE TABLE a (x INTEGER);', '002-b.sql': 'CREATE TABLE b (y INTEGER);' })
    const db = new Database(':memory:')
    runMigrations(db, dir)
    runMigrations(db, dir)
    expect(db.pragma('user_version', { simple: true })).toBe(2)
    expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all()).toEqual(['a', 'b'])
  })

  it('refuses a gap in the numbering, naming the file', () => {
    const dir = migrations({ '001-a.sql': 'CREATE TABLE a (x INTEGER);', '003-c.sql': 'CREATE TABLE c (z INTEGER);' })
    expect(() => latestSchemaVersion(dir)).toThrow(/without gaps; found 003-c\.sql/)
    expect(() => runMigrations(new Database(':memory:'), dir)).toThrow(/without gaps/)
  })

  it('refuses a database newer than the code, and leaves it as it is', () => {
    const dir = migrations({ '001-a.sql': 'CREATE TABLE a (x INTEGER);' })
    const db = new Database(':memory:')
    db.pragma('user_version = 5')
    expect(() => runMigrations(db, dir)).toThrow(/schema version 5, newer than this code \(1\)/)
    expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE type = 'table'").pluck().get()).toBe(0)
  })

  it('leaves the previous version when a migration fails', () => {
    const dir = migrations({
      '001-a.sql': 'CREATE TABLE a (x INTEGER);',
      '002-broken.sql': 'CREATE TABLE b (y INTEGER); CREATE TABLE a (x INTEGER);',
    })
    const db = new Database(':memory:')
    expect(() => runMigrations(db, dir)).toThrow(/already exists/)
    expect(db.pragma('user_version', { simple: true })).toBe(1)
    expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all()).toEqual(['a'])
  })
})
