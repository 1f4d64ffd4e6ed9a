/**
 * The page's first script, inline in its head (site/vitePlugins.ts): presses made from the first
 * paint on are kept. The entry's copy of earlyPress.ts finds what this one keeps.
 */
import { listenForEarlyPresses } from './earlyPress'

listenForEarlyPresses()
