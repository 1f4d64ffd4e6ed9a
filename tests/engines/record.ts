// Which path each engine's stage took and how long its first frame took, kept for the run's
// report (test-results/engines-paths-<engine>.json: the engines run in processes of their own)
// and docs/TESTING.md.
import { mkdirSync, writeFileSync } from 'node:fs'
import { describePath, type SceneRun } from './scene'

export type PathRecord = SceneRun & {
  engine: string
  version: string
  driver: string
  window: string
  path: string
}

const records: PathRecord[] = []

export function recordRun(record: PathRecord) {
  records.push(record)
  mkdirSync('test-results', { recursive: true })
  const own = records.filter(({ engine }) => engine === record.engine)
  writeFileSync(
    `test-results/engines-paths-${record.engine.toLowerCase()}.json`,
    `${JSON.stringify(own, null, 2)}\n`,
  )
  const bound = record.isUpperBound ? '<= ' : ''
  console.log(
    `${record.engine} (${record.version}, ${record.window}) ${record.path}: ` +
      `${describePath(record)}, ` +
      `first frame ${bound}${record.readyMs} ms after navigation`,
  )
}
