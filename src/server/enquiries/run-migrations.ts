import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Database } from 'better-sqlite3'

/** The SQL files shipped with the code: 001-name.sql, 002-name.sql… */
export const migrationsDir = join(import.meta.dirname, 'migrations')

interface Migration {
  version: number
  file: string
}

function listMigrations(dir: string): Migration[] {
  const migrations = readdirSync(dir)
    .map((file) => ({ file, match: /^(\d{3})-[a-z0-9-]+\.sql$/.exec(file) }))
    .filter((entry) => entry.match !== null)
    .map((entry) => ({ file: entry.file, version: Number(entry.match?.[1]) }))
    .sort((a, b) => a.version - b.version)
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1)
      throw new Error(`Migrations in ${dir} must be numbered 001, 002… without gaps; found ${migration.file}`)
  })
  return migrations
}

/** The schema version this code expects: the number of the last migration. */
export function latestSchemaVersion(dir = migrationsDir): number {
  return listMigrations(dir).length
}

/**
 * Applies, in order, each migration newer than the database's `user_version`, each in its own
 * transaction together with the version bump, so a failed migration leaves the previous version.
 */
export function runMigrations(db: Database, dir = migrationsDir): void {
  const migrations = listMigrations(dir)
  const current = db.pragma('user_version', { simple: true }) as number
  if (current > migrations.length) {
    throw new Error(
      `The enquiry database ${db.name} is at schema version ${current}, newer than this code (${migrations.length}): run the newer code.`,
    )
  }
  for (const migration of migrations.slice(current)) {
    const sql = readFileSync(join(dir, migration.file), 'utf8')
    db.transaction(() => {
      db.exec(sql)
      db.pragma(`user_version = ${migration.version}`)
    }).immediate()
  }
}
