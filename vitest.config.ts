import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/unit/**/*.test.ts'],
    // Vitest leaves a core free by default: one file at a time on the 2-core machine, where a
    // file's imports (the floor check's browser data) keep the other core idle for seconds.
    maxWorkers: 2,
  },
})
