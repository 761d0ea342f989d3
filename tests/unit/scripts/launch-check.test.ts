import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteConfigValues } from '@/config/site-config'
import { readRouteTable } from '@/content/route-table.server'
import { readSitePhotos } from '@/content/site-photos.server'
import {
  findLaunchProblems,
  findLaunchWarnings,
  formatLaunchProblems,
  formatLaunchWarnings,
  isExampleSiteUrl,
} from '../../../scripts/cli/launch-check'
import { filledSiteConfig } from '../../support/filled-site-config'

const contentDir = join(process.cwd(), 'src/content')
const pages = new Set(readRouteTable().map((entry) => entry.path))

/** A public/ folder holding the given files. */
function publicFolder(files: string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), 'launch-public-'))
  for (const file of files) {
    mkdirSync(join(dir, file, '..'), { recursive: true })
    writeFileSync(join(dir, file), 'scan')
  }
  return dir
}

describe('the launch check', () => {
  it("names every example value of today's configuration, with its field and where it shows", () => {
    const problems = findLaunchProblems({ config: siteConfigValues, env: {}, contentDir, publicDir: publicFolder(), pages })
    const fields = problems.map((problem) => problem.field)
    for (const field of [
      'companyName',
      'telephone',
      'fax',
      'email',
      'whatsapp',
      'address',
      'siteUrl',
      'certificates.0.number',
      'certificates.0.body',
      'businessLicence.creditCode',
      'salesContacts.0.email',
      'salesContacts.0.whatsapp',
    ]) {
      expect(fields, field).toContain(field)
    }
    expect(problems.find((problem) => problem.field === 'email')).toMatchObject({
      file: 'src/config/site-config.ts',
      value: 'sales@example.com',
      problem: 'an example.com address or URL',
    })
    expect(problems.find((problem) => problem.field === 'certificates.0.body')?.shownOn).toBe('/about-us')
    expect(formatLaunchProblems(problems)).toMatch(
      /^Launch check: \d+ example values left[\s\S]*src\/config\/site-config.ts whatsapp: "\+86 000 0000 0002" is a placeholder number/,
    )
  })

  it('passes a configuration with every fact filled in, its certificate scan in public/', () => {
    const problems = findLaunchProblems({
      config: filledSiteConfig,
      env: {},
      contentDir,
      publicDir: publicFolder(['certificates/iso-9001-2015.pdf']),
      pages,
    })
    expect(problems).toEqual([])
    expect(formatLaunchProblems(problems)).toBe('Launch check passed: no example values left.')
  })

  it('refuses a certificate scan that is not in public/, example e-mail settings, and an empty analytics id when analytics is required', () => {
    const problems = findLaunchProblems({
      config: filledSiteConfig,
      env: { ANALYTICS_REQUIRED: 'true' },
      contentDir,
      publicDir: publicFolder(),
      pages,
    })
    expect(problems.map((problem) => problem.field)).toEqual(['certificates.0.scan', 'analyticsSiteId'])
    const mail = findLaunchProblems({
      config: filledSiteConfig,
      env: { ENQUIRY_NOTIFY_TO: 'sales@example.com' },
      contentDir,
      publicDir: publicFolder(['certificates/iso-9001-2015.pdf']),
      pages,
    })
    expect(mail).toEqual([
      expect.objectContaining({ file: 'environment variable ENQUIRY_NOTIFY_TO', problem: 'an example.com address or URL' }),
    ])
    const withAnalytics = { ...filledSiteConfig, analyticsSiteId: 'site-42' }
    expect(
      findLaunchProblems({
        config: withAnalytics,
        env: { ANALYTICS_REQUIRED: 'true' },
        contentDir,
        publicDir: publicFolder(['certificates/iso-9001-2015.pdf']),
        pages,
      }),
    ).toEqual([])
  })

  it('finds example values in content files, with the line and the page they show on', () => {
    const content = mkdtempSync(join(tmpdir(), 'launch-content-'))
    mkdirSync(join(content, 'news'))
    writeFileSync(
      join(content, 'news', 'new-welding-line-for-idler-frames-in-service.md'),
      '---\ntitle: A line\n---\nWrite to sales@example.com or chat on https://wa.me/8600000000002.\n',
    )
    mkdirSync(join(content, 'products', 'roller'), { recursive: true })
    writeFileSync(join(content, 'products', 'roller', 'belt-conveyor-roller.yaml'), 'name: Roller\nsummary: Call +86 000 0000 0000\n')
    const problems = findLaunchProblems({
      config: filledSiteConfig,
      env: {},
      contentDir: content,
      publicDir: publicFolder(['certificates/iso-9001-2015.pdf']),
      pages,
    })
    expect(problems.map(({ field, value, shownOn }) => ({ field, value, shownOn }))).toEqual([
      { field: 'line 4', value: 'example.com', shownOn: '/news/new-welding-line-for-idler-frames-in-service' },
      { field: 'line 2', value: '+86 000', shownOn: '/roller/belt-conveyor-roller' },
    ])
  })

  it('warns about each empty photo slot, the missing video and the delivery stories without a photograph, without failing', () => {
    const stories = ['cema-d-idlers-for-limestone-quarry-in-uae', 'cold-weather-rollers-for-coal-mine-in-russia']
    const photos = readSitePhotos(stories, publicFolder())
    const warnings = findLaunchWarnings({ config: filledSiteConfig, photos, deliveryStories: stories, today: '2026-11-27' })
    expect(warnings.map((warning) => warning.file)).toEqual([
      'public/photos/factory/',
      'public/photos/production-lines/',
      'public/photos/testing/',
      'public/photos/packing/',
      'public/photos/container-loading/',
      'public/photos/video/',
      'public/photos/news/{slug}/',
    ])
    expect(warnings[0]?.warning).toBe(
      'empty: no photographs of the works: buildings, workshops, the stock warehouse; none show on /about-us (Our works)',
    )
    expect(warnings[5]?.warning).toBe('no factory video (a poster image and the video as MP4 or WebM); none shows on /about-us')
    expect(warnings[6]?.warning).toBe(
      '2 of 2 delivery stories have no photograph: cema-d-idlers-for-limestone-quarry-in-uae, cold-weather-rollers-for-coal-mine-in-russia',
    )
    expect(formatLaunchWarnings(warnings)).toMatch(
      /^Warnings \(the site may go live with these\): 7\n {2}- public\/photos\/factory\/: empty/,
    )
    // The filled configuration with its scan passes the check: warnings are no reason to stop.
    expect(
      findLaunchProblems({
        config: filledSiteConfig,
        env: {},
        contentDir,
        publicDir: publicFolder(['certificates/iso-9001-2015.pdf']),
        pages,
      }),
    ).toEqual([])
  })

  it('warns about a certificate that ends within 60 days, naming it', () => {
    const photos = readSitePhotos([], publicFolder())
    const warnings = findLaunchWarnings({ config: filledSiteConfig, photos, deliveryStories: [], today: '2027-05-01' })
    expect(warnings[0]).toEqual({
      file: 'src/config/site-config.ts',
      warning:
        'certificate ISO 9001:2015 no. 00124Q35678R2M (China Quality Certification Centre (CQC)) ends on 2027-06-11, in 41 days: enter the renewed certificate in src/config/site-config.ts; from the day after, the build stops on it',
    })
    expect(
      findLaunchWarnings({ config: filledSiteConfig, photos, deliveryStories: [], today: '2027-04-01' }).map((warning) => warning.file),
    ).not.toContain('src/config/site-config.ts')
  })

  it('runs before a build only for a real SITE_URL', () => {
    expect(isExampleSiteUrl(undefined)).toBe(true)
    expect(isExampleSiteUrl('https://www.example.com')).toBe(true)
    expect(isExampleSiteUrl('https://conveyors.example.org')).toBe(true)
    expect(isExampleSiteUrl('https://www.real-factory.cn')).toBe(false)
    expect(isExampleSiteUrl('https://example.com.real-factory.cn')).toBe(false)
  })

  it("stops the build's first step for a real SITE_URL with today's example values, listing them", () => {
    const tsx = join(process.cwd(), 'node_modules/.bin/tsx')
    const env = { ...process.env, SITE_URL: 'https://www.real-factory.cn' }
    const real = spawnSync(tsx, ['scripts/cli/launch-check.ts', '--before-build'], { env, encoding: 'utf8' })
    expect(real.status).toBe(1)
    expect(real.stderr).toMatch(/Launch check: \d+ example values left/)
    expect(real.stderr).toContain('src/config/site-config.ts email: "sales@example.com"')
    expect(real.stderr).toContain('The build for https://www.real-factory.cn stops here.')
    // The SITE_URL itself is real, so it is not on the list.
    expect(real.stderr).not.toContain('siteUrl')
    const example = spawnSync(tsx, ['scripts/cli/launch-check.ts', '--before-build'], {
      env: { ...process.env, SITE_URL: '' },
      encoding: 'utf8',
    })
    expect(example.status).toBe(0)
    expect(example.stderr).toBe('')
  })

  it('prints the empty photo slots as warnings after the example values', () => {
    const run = spawnSync(join(process.cwd(), 'node_modules/.bin/tsx'), ['scripts/cli/launch-check.ts'], {
      env: process.env,
      encoding: 'utf8',
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(
      /Launch check: \d+ example values left[\s\S]*\nWarnings \(the site may go live with these\): \d+\n {2}- public\/photos\/[\w{}/-]+: /,
    )
  })
})
