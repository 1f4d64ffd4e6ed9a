/**
 * Submits `form` as `form.requestSubmit()` does, where the browser lacks it (Safari and iOS
 * before 16): the form's constraints checked and reported unless it is `noValidate`, then a
 * bubbling, cancelable `submit` event with no submitter, then the submission unless a handler
 * cancelled it. A click on the submit button would come close, but it also runs the button's own
 * click handlers, names the button as the submitter, and does nothing while it is disabled;
 * requestSubmit() with no argument does none of these.
 */
export function submitForm(form: HTMLFormElement): void {
  if (typeof form.requestSubmit === 'function') {
    form.requestSubmit()
    return
  }
  if (!form.noValidate && !form.reportValidity()) return
  // An Event, not a SubmitEvent: that came in Safari 15.4. React's onSubmit hears it at the root.
  const event = new Event('submit', { bubbles: true, cancelable: true })
  if (form.dispatchEvent(event)) form.submit()
}
