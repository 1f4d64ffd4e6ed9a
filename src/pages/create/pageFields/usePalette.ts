import { useEffect, type RefObject } from 'react'
import { OCCASION_PALETTES, paletteProperties } from '../../../occasions/palettes'
import type { Occasion } from '../../../occasions/occasions'

/**
 * Dresses `element` in the occasion's palette, through the CSSOM (the CSP forbids style
 * attributes); `none` wears /create's own, so it sets nothing.
 */
export function usePalette(elementRef: RefObject<HTMLElement | null>, occasion: Occasion) {
  useEffect(() => {
    const element = elementRef.current
    if (!element || occasion === 'none') return
    const properties = paletteProperties(OCCASION_PALETTES[occasion])
    for (const [name, value] of properties) element.style.setProperty(name, value)
    return () => {
      for (const [name] of properties) element.style.removeProperty(name)
    }
  }, [elementRef, occasion])
}
