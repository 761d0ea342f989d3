/** What a reader does that shows they are reading on: scrolling, pointing, touching, typing. */
const interactions = ['scroll', 'pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel'] as const

/**
 * Runs `work` once, on the reader's first scroll, pointer movement, touch or key press. Code and
 * data only a next page needs wait for this: a first visit that only reads downloads none of it.
 * Returns a function that cancels it.
 */
export function onFirstInteraction(work: () => void): () => void {
  const options = { capture: true, passive: true } as const
  const stop = () => {
    for (const type of interactions) window.removeEventListener(type, run, options)
  }
  function run() {
    stop()
    work()
  }
  for (const type of interactions) window.addEventListener(type, run, options)
  return stop
}
