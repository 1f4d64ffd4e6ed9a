import type { RouteObject } from 'react-router-dom'

/**
 * What a VITE_CREATE=off build gets in place of createRoutes.tsx (vite.config.ts swaps the
 * module): no /create, no share pages, so their addresses show the 404 view.
 */
export const createRoutes: RouteObject[] = []
