/**
 * The id of the JSON list of a pre-rendered page's scripts: written by the build
 * (scripts/build/plugins/deferred-scripts.ts), read by the page's loader (page-script-loader.ts).
 */
export const pageScriptListId = 'page-scripts'
