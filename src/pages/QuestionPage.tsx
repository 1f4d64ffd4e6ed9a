import { useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { createBurstChannel } from '../stage/burstChannel'
import { questionOf } from '../share/earlyContent'
import { HeartStage } from '../stage/HeartStage'
import { useTexts } from '../texts/language'
import { questionTexts } from '../texts/questionTexts'
import { voicedText } from '../texts/voices'
import { VoiceContext } from '../texts/voiceContext'
import { LinkNotice } from './link/LinkNotice'
import { OpeningNote } from './opening/OpeningNote'
import { PageFrom, PageTo } from './link/PageNames'
import { useLoveContent } from './link/useLoveContent'
import { LovePictures } from './photo/LovePictures'
import { QuestionAsk } from './question/QuestionAsk'
import { useSong } from './song/useSong'

/**
 * /share/question: a shared link's GIF and question over floating hearts, and its two answers
 * (QuestionAsk). A link without a question (or one that cannot be trusted) asks the default one.
 */
export function QuestionPage() {
  const texts = useTexts(questionTexts)
  const [channel] = useState(createBurstChannel)
  const { hash } = useLocation()
  const content = useLoveContent()
  const overlayRef = useRef<HTMLDivElement>(null)
  const song = useSong(content.song)
  const question = questionOf(content, voicedText(texts.defaultQuestion, content.voice))
  return (
    <main className="page page--love page--question">
      <div className="overlay" ref={overlayRef}>
        <LinkNotice isShown={content.isInvalidLink} />
        <OpeningNote content={content} />
        <PageTo content={content} />
        <LovePictures content={content} />
        <h1 className="love-line question-line">{question}</h1>
        {/* Another link opened in this tab asks afresh; in the link's voice, its replies too. */}
        <VoiceContext.Provider value={content.voice ?? ''}>
          <QuestionAsk
            key={`${hash}|${content.loveLine}`}
            channel={channel}
            question={question}
            loveLine={content.loveLine}
            contact={content.contact}
            overlayRef={overlayRef}
            onYes={song.start}
          />
        </VoiceContext.Provider>
        <PageFrom content={content} />
        {song.toggle}
      </div>
      <HeartStage hasFloatingHearts burstChannel={channel} />
    </main>
  )
}
