// The engine tests on WebKit (engineSuite.ts), in a file of its own so the engines run side by side.
import { test } from 'vitest'
import { describeEngine } from './engineSuite'
import { selectedEngines } from './engines'

const engine = selectedEngines().find(({ name }) => name === 'webkit')
if (engine) describeEngine(engine)
// Only a local run may leave an engine out (ENGINES); with CI set, selectedEngines throws first.
else test.skip('WebKit: left out by ENGINES')
