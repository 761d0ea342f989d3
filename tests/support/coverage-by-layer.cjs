/**
 * An istanbul coverage report (vitest's `coverage.reporter`) that prints one line per layer of
 * src/ with its figures beside the floor vitest checks: `npm test` shows each layer's margin, not
 * only the total. CommonJS, because istanbul loads a report with `require`.
 * Options: `{ thresholds }`, vitest's per-glob `coverage.thresholds` ("src/engineering/**").
 */
const metrics = ['lines', 'statements', 'functions', 'branches']

module.exports = class CoverageByLayer {
  constructor(options) {
    this.thresholds = (options && options.thresholds) || {}
  }

  execute(context) {
    const root = `${process.cwd()}/`
    const layers = new Map()
    context.getTree('flat').visit(
      context.getVisitor({
        onDetail(node) {
          const file = node.getFileCoverage().path.replace(root, '')
          const parts = file.split('/')
          const name = parts.length > 2 ? `${parts[0]}/${parts[1]}` : file
          const summary = node.getCoverageSummary()
          const layer = layers.get(name) || { files: 0, covered: {}, total: {} }
          layer.files += 1
          for (const metric of metrics) {
            layer.covered[metric] = (layer.covered[metric] || 0) + summary[metric].covered
            layer.total[metric] = (layer.total[metric] || 0) + summary[metric].total
          }
          layers.set(name, layer)
        },
      }),
    )
    const cell = (text, width) => String(text).padStart(width)
    const lines = [`${'layer'.padEnd(18)}${cell('files', 6)}${metrics.map((metric) => cell(metric, 18)).join('')}`]
    for (const [name, layer] of [...layers].sort(([a], [b]) => a.localeCompare(b))) {
      const floor = this.thresholds[`${name}/**`] || {}
      const figures = metrics.map((metric) => {
        const percent = layer.total[metric] ? (100 * layer.covered[metric]) / layer.total[metric] : 100
        return cell(`${percent.toFixed(1)}${floor[metric] === undefined ? '' : ` (${floor[metric]})`}`, 18)
      })
      lines.push(`${name.padEnd(18)}${cell(layer.files, 6)}${figures.join('')}`)
    }
    console.log(`\nCoverage by layer, % (the floor checked):\n${lines.join('\n')}\n`)
  }
}
