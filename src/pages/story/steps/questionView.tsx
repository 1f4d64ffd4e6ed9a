import type { QuestionStep } from '../../../share/steps/question'
import { QuestionAsk } from '../../question/QuestionAsk'
import type { StepView, StepViewProps } from './stepView'

function QuestionView(props: StepViewProps<QuestionStep>) {
  const { step, index, headingRef, answer, onAnswer, channel, page, overlayRef, onYes } = props
  return (
    <div className="story-question">
      <h1 className="love-line question-line" tabIndex={-1} ref={headingRef}>
        {step.question}
      </h1>
      <QuestionAsk
        key={index}
        answer={answer}
        onAnswer={onAnswer}
        channel={channel}
        question={step.question}
        loveLine={page.loveLine}
        contact={step.contact}
        overlayRef={overlayRef}
        onYes={onYes}
      />
    </div>
  )
}

/** The story waits for the answer; a no ends it here, on the closing line. */
export const questionView: StepView<QuestionStep> = {
  View: QuestionView,
  isHeld: (answer) => answer !== 'yes',
  hint: (_step, _progress, texts, answer) =>
    !answer ? texts.answerToGoOn : answer !== 'yes' ? '' : texts.tapToGoOn,
}
