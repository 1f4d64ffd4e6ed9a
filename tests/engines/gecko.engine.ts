// The engine tests on Gecko (engineSuite.ts), in a file of its own so the engines run side by side.
import { test } from 'vitest'
import { describeEngine } from './engineSuite'
import { selectedEngines } from './engines'

const engine = selectedEngines().find(({ name }) => name === 'firefox')
if (engine) describeEngine(engine)
// Only a local run may leave an engine out (ENGINES); with CI set, selectedEngines throws first.
else test.skip('Gecko: left out by ENGINES')
