// The engine tests on Gecko (engineSuite.ts), in a file of its own so the engines run side by side.
import { describeEngine } from './engineSuite'

describeEngine('firefox')
