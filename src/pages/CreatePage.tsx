import type { FormEvent } from 'react'
import { config } from '../config/siteConfig'
import { mainLink } from '../share/links'
import { LINE_MAX_CHARS, NAME_MAX_CHARS } from '../share/rules'
import { CreatePreview } from './create/CreatePreview'
import { GifPicker } from './create/GifPicker'
import { QuestionFields } from './create/QuestionFields'
import { SongPicker } from './create/SongPicker'
import { ShareResult } from './create/ShareResult'
import { TextField } from './create/TextField'
import { useCreateForm } from './create/useCreateForm'

/**
 * /create: a name, a line and a GIF become a link to send, with no code. A lazy chunk of its
 * own (with the QR library): the love pages never load it.
 */
export function CreatePage() {
  const form = useCreateForm(config.gifHosts, config.audioHosts)
  const { draft, fieldProps } = form
  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.submit()
  }

  return (
    <main className="create">
      <header className="create__head">
        <h1 className="create__title">Tạo trang yêu thương</h1>
        <p className="create__lead">
          Viết tên người ấy, một lời yêu thương, chọn ảnh GIF, có thể thêm nhạc và một câu hỏi, rồi
          gửi liên kết. Không cần cài gì.
        </p>
      </header>
      <div className="create__grid">
        <div className="create__column">
          <form className="create-form" noValidate onSubmit={submit}>
            <TextField
              {...fieldProps('recipientName')}
              id="create-name"
              label="Tên người ấy"
              maxChars={NAME_MAX_CHARS}
              placeholder="Em Yêu"
            />
            <TextField
              {...fieldProps('loveLine')}
              id="create-line"
              label="Lời yêu thương"
              maxChars={LINE_MAX_CHARS}
              placeholder="Anh yêu em nhiều lắm!"
              isMultiline
            />
            <GifPicker {...fieldProps('gifUrl')} hosts={config.gifHosts} />
            <SongPicker
              choice={draft.songChoice ?? ''}
              onChoice={fieldProps('songChoice').onChange}
              link={{ ...fieldProps('songUrl'), file: form.songFile }}
              audioHosts={config.audioHosts}
            />
            <QuestionFields form={form} />
            <p className="create-privacy">
              Những gì bạn viết chỉ nằm trong liên kết, không gửi lên máy chủ nào.
            </p>
            {/* aria-disabled, not disabled: a press still explains what is missing. */}
            <button type="submit" className="heart-button" aria-disabled={!form.isValid}>
              Tạo liên kết
            </button>
          </form>
          {form.links && <ShareResult key={mainLink(form.links)} links={form.links} />}
        </div>
        <CreatePreview draft={draft} hosts={config.gifHosts} />
      </div>
    </main>
  )
}
