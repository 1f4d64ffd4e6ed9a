/**
 * Whether a question is asked for real or rehearsed: /create's preview (create/StoryPreview.tsx)
 * plays the maker's own question, whose answer is no one's, so it is never counted.
 */
import { createContext } from 'react'

export const RehearsalContext = createContext(false)
