import { expect, test } from 'vitest'
import { statusOfImage } from '../../src/pages/gif/StatusImage'

test('an image still on its way is loading', () => {
  expect(statusOfImage({ complete: false, naturalWidth: 0 })).toBe('loading')
})

test('a finished image with pixels is loaded', () => {
  expect(statusOfImage({ complete: true, naturalWidth: 480 })).toBe('loaded')
})

test('a finished image without pixels is broken', () => {
  expect(statusOfImage({ complete: true, naturalWidth: 0 })).toBe('failed')
})

test('a finished image its frame refuses is broken, and one still on its way is not judged', () => {
  const isSmall = (image: { naturalWidth: number }) => image.naturalWidth <= 256
  expect(statusOfImage({ complete: true, naturalWidth: 4000 }, isSmall)).toBe('failed')
  expect(statusOfImage({ complete: true, naturalWidth: 128 }, isSmall)).toBe('loaded')
  expect(statusOfImage({ complete: false, naturalWidth: 4000 }, isSmall)).toBe('loading')
})
