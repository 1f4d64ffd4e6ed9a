import { Component, type ReactNode } from 'react'

type Props = { fallback: ReactNode; onError?: (error: unknown) => void; children: ReactNode }
type State = { hasFailed: boolean }

/**
 * Keeps a failing scene (no WebGL, a chunk that did not load, a render bug) from unmounting the
 * page: React unmounts everything up to the nearest boundary, and without one that is the page.
 */
export class SceneErrorBoundary extends Component<Props, State> {
  state: State = { hasFailed: false }

  static getDerivedStateFromError(): State {
    return { hasFailed: true }
  }

  componentDidCatch(error: unknown) {
    this.props.onError?.(error)
  }

  render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children
  }
}
