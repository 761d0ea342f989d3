/** The build's refusal of bad content: every problem, each naming its file and field. */

/** One problem in one content file: the build stops and prints all of them. */
export interface ContentProblem {
  file: string
  field: string
  problem: string
}

export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(
      `Content is invalid (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems.map((p) => `  - ${p.file}: ${p.field ? `field "${p.field}"` : 'file'}: ${p.problem}`).join('\n'),
    )
    this.name = 'ContentError'
  }
}
