import { QUESTION_MAX_CHARS } from '../../share/rules'
import { ContactField } from './ContactField'
import { TextField } from './TextField'
import type { CreateForm } from './useCreateForm'

/**
 * The optional question (the link then opens the question page) and the one way its answer can
 * reach the maker: a Messenger name, a Zalo or phone number, or an email address.
 */
export function QuestionFields({ form }: { form: CreateForm }) {
  const contact = (field: 'messenger' | 'phone' | 'email') => ({
    ...form.fieldProps(field),
    id: `create-${field}`,
  })
  return (
    <fieldset className="create-field">
      <legend className="create-label">Hỏi người ấy (không bắt buộc)</legend>
      <TextField
        {...form.fieldProps('question')}
        id="create-question"
        label="Câu hỏi"
        maxChars={QUESTION_MAX_CHARS}
        placeholder="Làm người yêu anh nhé?"
      />
      <p className="create-count">
        Người ấy trả lời bạn qua một trong các cách sau (để trống thì người ấy tự chia sẻ):
      </p>
      <ContactField
        {...contact('messenger')}
        label="Tên Messenger"
        type="text"
        placeholder="thao.vy"
      />
      <ContactField
        {...contact('phone')}
        label="Số Zalo hoặc điện thoại"
        type="tel"
        placeholder="0912 345 678"
      />
      <ContactField {...contact('email')} label="Email" type="email" placeholder="ten@gmail.com" />
    </fieldset>
  )
}
