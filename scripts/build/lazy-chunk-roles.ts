/**
 * What each lazily loaded chunk of the browser build is for, and so whether a first visit lists it
 * among the scripts it loads before it is interactive (scripts/build/plugins/page-preloads.ts).
 * vite-react-ssg would list every chunk any rendered module could import; these roles decide
 * instead. The build fails when a chunk loaded through `import()` has no role here, or when a line
 * here names no chunk (scripts/build/plugins/chunk-roles.ts).
 */

export type ChunkRole =
  /** Loaded with the entry by every page. */
  | { kind: 'framework'; why: string }
  /** A route's screen: the pages it renders list it, with what it imports. */
  | { kind: 'screen'; why: string }
  /** Loaded by its screen through `import()` and shown on arrival: listed with the screen. */
  | { kind: 'shown-on-arrival'; why: string }
  /** One calculator of the tool screen: listed only on its own page, `/tools/{tool}`. */
  | { kind: 'tool'; tool: string; why: string }
  /**
   * Loads once the page is interactive: never listed, nor its stylesheet. What it imports is still
   * listed where the page's own code reaches it.
   */
  | { kind: 'after-interactive'; why: string }
  /** Loads when the reader uses something: neither it nor what only it imports is listed. */
  | { kind: 'on-use'; why: string }
  /** Loaded by its screen as the app hydrates, after the listed scripts: neither it nor what only it imports is listed. */
  | { kind: 'after-hydration'; why: string }
  /** Listed only on pages that also list the chunk of module `with`, which needs it on arrival. */
  | { kind: 'with'; with: string; why: string }

/** Which chunk a line means: the chunk built around a module (path from the root), or a code-splitting group of vite.config.ts. */
export type ChunkSelector = { module: string } | { modules: RegExp } | { group: string }

export interface DeclaredChunk {
  chunk: ChunkSelector
  role: ChunkRole
}

const calculator = (tool: string): DeclaredChunk => ({
  chunk: { module: `src/features/calculators/${tool}-calculator.tsx` },
  role: { kind: 'tool', tool, why: 'the tool screen can show any calculator; a tool page needs only its own' },
})

export const lazyChunkRoles: readonly DeclaredChunk[] = [
  {
    chunk: { group: 'framework' },
    role: { kind: 'framework', why: 'React, the router and the head manager: every page hydrates with them' },
  },
  {
    chunk: { modules: /^src\/screens\/[^/]+\/[^/]+-screen\.tsx$/ },
    role: { kind: 'screen', why: 'each screen kind is a chunk of its own, loaded by the pages of that kind' },
  },
  {
    chunk: { module: 'src/components/not-found-message.tsx' },
    role: { kind: 'on-use', why: 'the route error screen shows it only when a page turns out not to exist' },
  },
  {
    chunk: { module: 'src/features/finder/product-finder.tsx' },
    role: { kind: 'shown-on-arrival', why: 'the finder page draws its facets and results at once' },
  },
  ...[
    'pulley-diameter',
    'belt-tension',
    'roll-speed',
    'bearing-life',
    'idler-load',
    'belt-capacity',
    'cema-idler-load',
    'idler-spacing',
    'transition-distance',
  ].map((tool) => calculator(tool)),
  {
    chunk: { module: 'src/features/calculators/selection-tool.tsx' },
    role: { kind: 'after-hydration', why: "the selection page's tool screen loads it as it hydrates, after the listed scripts" },
  },
  {
    chunk: { group: 'swiper' },
    role: {
      kind: 'after-interactive',
      why: "Swiper's core: the sliders show their first slide as plain HTML and start once the page is interactive",
    },
  },
  {
    chunk: { module: 'src/features/sliders/hero-swiper.tsx' },
    role: { kind: 'after-interactive', why: 'the home slider starts once the page is interactive' },
  },
  {
    chunk: { module: 'src/features/sliders/gallery-swiper.tsx' },
    role: { kind: 'after-interactive', why: "a product's gallery starts once the page is interactive" },
  },
  {
    chunk: { module: 'src/app/browser-runtime.ts' },
    role: { kind: 'after-interactive', why: 'loading bar, scroll, prefetch and analytics arrive once the page is interactive' },
  },
  {
    chunk: { module: 'node_modules/nprogress/nprogress.js' },
    role: { kind: 'on-use', why: "the loading bar's drawing (nprogress) comes with the reader's first move or the first navigation" },
  },
  {
    chunk: { module: 'src/features/enquiry/enquiry-form-from-address.tsx' },
    role: {
      kind: 'on-use',
      why: "the contact form's code loads on the buyer's first move, or at once when the address brings something to show",
    },
  },
  {
    chunk: { module: 'src/screens/about/factory-video-player.tsx' },
    role: { kind: 'on-use', why: "the factory video's player loads on its click" },
  },
  {
    chunk: { module: 'src/features/model-viewer/model-viewer.tsx' },
    role: { kind: 'on-use', why: 'the 3D viewer (three.js) and its model load on the click on "View in 3D"' },
  },
  {
    chunk: { module: 'src/features/search/site-search.ts' },
    role: { kind: 'on-use', why: "the header's search box loads it on focus; the search pages import it themselves" },
  },
  {
    chunk: { module: 'src/features/search/search-engine.ts' },
    role: { kind: 'on-use', why: "the header's search box loads it on focus; the search pages import it themselves" },
  },
  {
    chunk: { module: 'src/runtime/http-client.ts' },
    role: {
      kind: 'with',
      with: 'src/features/search/site-search.ts',
      why: "a first page carries its data, so the HTTP client waits for the reader's first move; only the search pages fetch their index on arrival",
    },
  },
]

/** A role as the build resolved it: `with` names the other chunk by its file. */
export type ResolvedChunkRole = Exclude<ChunkRole, { kind: 'with' }> | { kind: 'with'; withFile: string; why: string }

/** The role of each declared chunk, by its file in the build (`assets/home-screen-Bgb0xHiQ.js`). */
export type ChunkRolesByFile = Record<string, ResolvedChunkRole>

/** Where the browser build writes the roles it resolved, beside Vite's manifest. */
export const chunkRolesFile = '.vite/chunk-roles.json'
