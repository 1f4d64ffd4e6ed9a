import { Component, type ReactNode } from 'react'

type Props = { fallback: ReactNode; onError?: (error: unknown) => void; children: ReactNode }
type State = { hasFailed: boolean }

/**
 * Shows `fallback` instead of a failed subtree (a render bug, a chunk that did not load): React
 * unmounts everything up to the nearest boundary, and without one that is the whole page.
 */
export class ErrorBoundary extends Component<Props, State> {
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
