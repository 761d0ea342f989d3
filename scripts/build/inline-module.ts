import { build, type Rolldown } from 'vite'

/**
 * Builds the TypeScript module `file` (with what it imports) into the text of one minified inline
 * `<script type="module">`, through Vite like the rest of the browser code. The module must import
 * nothing at run time: an inline script has no chunks beside it.
 */
export async function inlineModuleScript(file: string, root: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    publicDir: false,
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      modulePreload: false,
      copyPublicDir: false,
      rolldownOptions: { input: file },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((output) => ('output' in output ? output.output : []))
  const chunks = outputs.filter((output): output is Rolldown.OutputChunk => output.type === 'chunk')
  const [script] = chunks
  if (!script || chunks.length > 1) throw new Error(`${file} built into ${chunks.length} chunks; an inline script must be one`)
  if (script.imports.length > 0) throw new Error(`${file} imports ${script.imports.join(', ')} at run time; an inline script cannot`)
  return script.code.trim()
}
