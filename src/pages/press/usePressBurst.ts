import { useLayoutEffect, useState } from 'react'
import type { Song } from '../../music/song'
import type { Press } from '../../particles/startBurst'
import { createBurstChannel, sendPress } from '../../stage/burstChannel'
import { useSong } from '../song/useSong'
import { takeEarlyPress } from '../../early/earlyPress'

/**
 * A page's press, its burst and its song. `burst` sends a press to the stage (the channel keeps it
 * until the hearts are drawn). `answer` is what a press does on this page, given `burst` (without
 * one, a burst at its point; the story's goes on): once the page `isLive`, it answers the press
 * made on the prerendered page before (earlyPress.ts), and the song starts from it as it can (no
 * user activation). The page's handlers start the song on each live press.
 */
export function usePressBurst(
  songOfLink: Song | undefined,
  answer?: (press: Press, burst: (press: Press) => void) => void,
  isLive = true,
) {
  const [channel] = useState(createBurstChannel)
  const song = useSong(songOfLink)
  const burst = (press: Press) => sendPress(channel, press)
  useLayoutEffect(() => {
    if (!isLive) return
    const press = takeEarlyPress()
    if (!press) return
    if (answer) answer(press, burst)
    else burst(press)
    song.start(false)
    // Once, as the page comes alive: `answer` is this render's.
    // oxlint-disable-next-line react/exhaustive-deps
  }, [isLive])
  return { channel, burst, song }
}
