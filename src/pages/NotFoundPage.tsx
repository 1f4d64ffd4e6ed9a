/** The 404 view: as the spec says, it renders nothing; the route sets the title. */
export function NotFoundPage() {
  return null
}
