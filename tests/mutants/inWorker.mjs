// Tests that open the page with openFrozenScene run the scene on the page's thread (the page
// clock cannot reach a worker); their twins in scene-paths.e2e.ts run on both paths in real
// time, and the worker's own faults are there too. A mutant of the worker names the twin.

/** The worker twin of a scene-paths.e2e.ts test, by its title's start. */
export const inWorker = (title) => `scene in its worker › ${title}`.replaceAll(' › ', '.*')
