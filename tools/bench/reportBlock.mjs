import { readFileSync, writeFileSync } from 'node:fs'
import * as prettier from 'prettier'

/**
 * Puts `block` (which starts with `start` and ends with `end`) into the report at `path`: in
 * place of the block already there, or at its end. Formatted as the repository's format check
 * wants it (tables aligned), so a benchmark run leaves `npm test` green.
 */
export async function writeReportBlock(path, start, end, block) {
  const report = readFileSync(path, 'utf8')
  const hasBlock = report.includes(start) && report.includes(end)
  const next = hasBlock
    ? report.slice(0, report.indexOf(start)) + block + report.slice(report.indexOf(end) + end.length)
    : `${report.trimEnd()}\n\n${block}\n`
  const config = await prettier.resolveConfig(path)
  writeFileSync(path, await prettier.format(next, { ...config, parser: 'markdown' }))
}
