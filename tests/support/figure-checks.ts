/**
 * Checks of the figures written in content: unit conversions given in brackets, roll speeds
 * stated beside a roll diameter and a belt speed, and years an article cites after its own date.
 * Each returns the problems it finds, as text naming the figures, so a test can list them.
 */

const millimetresPer: Record<string, number> = { mm: 1, in: 25.4, inch: 25.4, inches: 25.4, ft: 304.8, kg: 1, lb: 0.45359237 }
const family: Record<string, 'length' | 'mass'> = {
  mm: 'length',
  in: 'length',
  inch: 'length',
  inches: 'length',
  ft: 'length',
  kg: 'mass',
  lb: 'mass',
}

interface Figure {
  value: number
  /** One unit of the last digit written: the rounding a catalogue figure may carry. */
  step: number
}

const numberToken = /\d+\s\d+\/\d+|\d+\/\d+|\d+(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g

/** The numbers of a written list or range: "4, 5 or 6", "18-48", "1/8-3/16", "2,438". */
function figures(text: string, fractions: boolean): Figure[] {
  const result: Figure[] = []
  for (const [token] of text.matchAll(numberToken)) {
    if (token.includes('/')) {
      if (!fractions) {
        for (const part of token.split('/')) result.push(...figures(part, false))
        continue
      }
      const [whole, fraction] = token.includes(' ') ? token.split(' ') : ['0', token]
      const [top, bottom] = (fraction ?? '').split('/').map(Number)
      if (!bottom) continue
      result.push({ value: Number(whole) + (top ?? 0) / bottom, step: 0 })
      continue
    }
    const plain = token.replace(/,/g, '')
    const decimals = plain.includes('.') ? (plain.split('.')[1] ?? '').length : 0
    result.push({ value: Number(plain), step: 10 ** -decimals })
  }
  return result
}

const unitWord = '(mm|inches|inch|in|ft|kg|lb)'
const listBefore = String.raw`((?:\d[\d.,/]*(?:\s\d+\/\d+)?)(?:\s?(?:-|–|to|or|and|,)\s?\d[\d.,/]*(?:\s\d+\/\d+)?)*)`
const conversionPattern = new RegExp(
  `${listBefore}\\s?${unitWord}\\.?\\s?\\(\\s?([\\d.,/\\s\\-–]+?(?:\\s(?:or|to|and)\\s[\\d.,/]+)*)\\s?${unitWord}\\s?\\)`,
  'gi',
)

/**
 * Conversions written as "N mm (M in)", "6 in (152 mm)", "500-2000 mm (20-79 in)", "1/4 in
 * (6.3 mm)", "1220 mm (4 ft)" or "23 kg (51 lb)". Each bracketed figure must be the converted
 * figure, rounded or cut to the digits written (a catalogue writes 4 in as 101 mm). A list pairs
 * figure by figure; a two-figure range in brackets pairs with the first and last of the list.
 */
export function conversionMismatches(text: string): string[] {
  const problems: string[] = []
  for (const match of text.matchAll(conversionPattern)) {
    const [whole, left = '', leftUnit = '', right = '', rightUnit = ''] = match
    const from = leftUnit.toLowerCase()
    const to = rightUnit.toLowerCase()
    if (family[from] !== family[to] || millimetresPer[from] === millimetresPer[to]) continue
    const given = figures(left, from !== 'mm' && from !== 'kg')
    const written = figures(right, to !== 'mm' && to !== 'kg')
    let pairs: [Figure, Figure][]
    if (given.length === written.length) pairs = given.map((figure, index) => [figure, written[index] as Figure])
    else if (written.length === 2 && given.length > 2)
      pairs = [
        [given[0] as Figure, written[0] as Figure],
        [given.at(-1) as Figure, written[1] as Figure],
      ]
    else continue
    for (const [source, shown] of pairs) {
      const exact = (source.value * (millimetresPer[from] ?? 1)) / (millimetresPer[to] ?? 1)
      // A fraction written in brackets is exact; a decimal may be rounded or cut to its last digit.
      const allowed = shown.step === 0 ? exact * 0.01 : shown.step
      if (Math.abs(shown.value - exact) >= allowed + 1e-9) {
        problems.push(`"${whole.trim()}": ${source.value} ${from} is ${Number(exact.toFixed(2))} ${to}, not ${shown.value}`)
      }
    }
  }
  return problems
}

/** Roll speed in rpm of a roll of `diameterMm` under a belt at `beltSpeed` m/s: 60 v / (pi D). */
export function rollRpm(beltSpeed: number, diameterMm: number): number {
  return (60 * beltSpeed) / (Math.PI * (diameterMm / 1000))
}

/**
 * Roll speeds that disagree with the diameter and belt speed they are written beside. A
 * statement is one sentence (or table-free line) that names exactly one belt speed in m/s; each
 * rpm figure in it pairs with the roll diameter written just before it ("a 133 mm roll runs at
 * about 718 rpm") or in brackets just after it ("718 rpm (133)"). A figure within 2 % (or 3 rpm)
 * of 60 v / (pi D) agrees.
 */
export function rollSpeedMismatches(text: string): string[] {
  const problems: string[] = []
  const statements = text
    .split('\n')
    .filter((line) => !line.trim().startsWith('|'))
    .join('\n')
    .split(/(?<=[a-z0-9)])\.(?=\s|$)|\n/i)
  for (const statement of statements) {
    const speeds = [...new Set([...statement.matchAll(/(\d+(?:\.\d+)?)\s?m\/s/g)].map((m) => Number(m[1])))]
    // "from 2.5 to 3.5 m/s" or "4-6 m/s" names more than one speed.
    if (speeds.length !== 1 || /\d\s?(?:-|–|to)\s?\d+(?:\.\d+)?\s?m\/s/.test(statement)) continue
    const speed = speeds[0] as number
    // Ranges of rpm ("480-601 rpm") are bands, not one roll's speed.
    const rpms = [...statement.matchAll(/(?<![\d.,-])(\d{1,3}(?:,\d{3})+|\d{2,4})\s?rpm(?:\s?\((\d{2,3}(?:\.\d)?)(?:\s?mm)?\))?/g)]
    let searchFrom = 0
    for (const rpm of rpms) {
      const index = rpm.index ?? 0
      let diameter = rpm[2] ? Number(rpm[2]) : undefined
      if (diameter === undefined) {
        const before = statement.slice(searchFrom, index)
        const diameters = [...before.matchAll(/(\d{2,3}(?:\.\d)?)\s?mm\s+(?:roll|roller|idler|shell|tube|return roll|carrying roll)/g)]
        const last = diameters.at(-1)
        diameter = last ? Number(last[1]) : undefined
      }
      searchFrom = index + rpm[0].length
      if (diameter === undefined || diameter < 50 || diameter > 300) continue
      const expected = rollRpm(speed, diameter)
      const stated = Number((rpm[1] ?? '').replace(/,/g, ''))
      if (Math.abs(stated - expected) > Math.max(3, expected * 0.02)) {
        problems.push(
          `${stated} rpm for a ${diameter} mm roll at ${speed} m/s (60 v / (pi D) gives ${Math.round(expected)} rpm): "${statement.trim().slice(0, 160)}"`,
        )
      }
    }
  }
  return problems
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim())
const speedIn = (cell: string) => /(\d+(?:\.\d+)?)\s?m\/s/.exec(cell)?.[1]
const diameterIn = (cell: string) => /^(?:Ø\s?)?(\d{2,4}(?:\.\d)?)(?:\s?mm)?$/.exec(cell)?.[1] ?? /^Ø\s?(\d{2,4}(?:\.\d)?)/.exec(cell)?.[1]

/**
 * Roll and pulley speed tables: a markdown table whose header or the lines just above it speak
 * of rpm, with belt speeds across the header and diameters down the first column (or the other
 * way round). Every whole-number cell where a speed meets a diameter must equal 60 v / (pi D)
 * within 2 % (or 3 rpm).
 */
export function rpmTableMismatches(markdown: string): string[] {
  const problems: string[] = []
  const lines = markdown.split('\n')
  for (let index = 0; index < lines.length; index++) {
    if (!lines[index]?.trim().startsWith('|') || !/^\|[\s:|-]+\|$/.test(lines[index + 1]?.trim() ?? '')) continue
    const header = cells(lines[index] ?? '')
    const context = [...lines.slice(Math.max(0, index - 3), index), lines[index]].join(' ')
    let end = index + 2
    const rows: string[][] = []
    while (end < lines.length && lines[end]?.trim().startsWith('|')) rows.push(cells(lines[end++] ?? ''))
    const found = (speed: number, diameter: number, cell: string, where: string) => {
      const value = cell.replace(/^(?:about|~|≈)\s*/i, '').replace(/\s?rpm$/i, '')
      if (!/^\d{1,3}(?:,\d{3})*$|^\d+$/.test(value)) return
      const stated = Number(value.replace(/,/g, ''))
      const expected = rollRpm(speed, diameter)
      if (Math.abs(stated - expected) > Math.max(3, expected * 0.02))
        problems.push(
          `${stated} rpm for ${diameter} mm at ${speed} m/s (60 v / (pi D) gives ${Math.round(expected)} rpm) in the table under "${where}"`,
        )
    }
    if (/rpm|revolutions per minute/i.test(context)) {
      const speedColumns = header.map(speedIn)
      const diameterColumns = header.map(diameterIn)
      for (const row of rows) {
        const rowDiameter = diameterIn(row[0] ?? '')
        const rowSpeed =
          speedIn(row[0] ?? '') ?? (/^\d+(?:\.\d+)?$/.test(row[0] ?? '') && /m\/s/.test(header[0] ?? '') ? row[0] : undefined)
        row.forEach((value, column) => {
          if (column === 0) return
          const columnSpeed = speedColumns[column]
          const columnDiameter = diameterColumns[column]
          if (rowDiameter && columnSpeed && !/m\/s/.test(header[0] ?? ''))
            found(Number(columnSpeed), Number(rowDiameter), value, header.join(' | '))
          else if (rowSpeed && columnDiameter) found(Number(rowSpeed), Number(columnDiameter), value, header.join(' | '))
        })
      }
    }
    index = end
  }
  return problems
}

/**
 * Years written in an article after the year of its own date: a 2018 article cannot report an
 * edition, an event or a figure of 2021. A year counts when it stands alone (not a size such as
 * "2000 mm", not part of a designation such as "ST2000") and is not a plan ("from 2027",
 * "by 2030", or a sentence that says plans, expects, will, next, scheduled or due).
 */
export function yearsAfterDate(text: string, date: string): string[] {
  const ownYear = Number(date.slice(0, 4))
  const problems: string[] = []
  const yearPattern =
    /(?<![\w/.,-])((?:19[5-9]|20[0-3])\d)(?![\d,.]\d|\s?(?:mm|m\b|kg|t\b|t\/h|h\b|rpm|N\b|lb|x\b|×|mm²|m\/s|kW|bar\b|pieces|rolls|sets|units|hours|km|tonnes|MPa|-\s?\d{4}\s?mm))/g
  for (const match of text.matchAll(yearPattern)) {
    const year = Number(match[1])
    if (year <= ownYear) continue
    const index = match.index ?? 0
    const before = text.slice(Math.max(0, index - 12), index)
    if (/\b(?:from|by|until|till|before)\s+$/i.test(before)) continue
    const sentenceStart = Math.max(text.lastIndexOf('. ', index), text.lastIndexOf('\n', index)) + 1
    const sentenceEnd = text.indexOf('. ', index)
    const sentence = text.slice(sentenceStart, sentenceEnd < 0 ? undefined : sentenceEnd)
    if (/\b(?:plans?|planned|expects?|will|next|scheduled|due)\b/i.test(sentence)) continue
    const around = text.slice(Math.max(0, index - 60), index + 40).replace(/\s+/g, ' ')
    problems.push(`cites ${year} in an article dated ${date}: "…${around}…"`)
  }
  return problems
}
