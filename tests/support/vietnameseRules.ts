/**
 * The rules' checks with their Vietnamese messages, as the Vietnamese /create passes its texts:
 * without texts they give a verdict only (VERDICT_ONLY), and tests read the messages.
 */
import * as contact from '../../src/share/contact'
import * as rules from '../../src/share/rules'
import { rules as vi } from '../../src/texts/vi/rules'

export const nameError = (value: string) => rules.nameError(value, vi)
export const lineError = (value: string) => rules.lineError(value, vi)
export const questionError = (value: string) => rules.questionError(value, vi)
export const gifError = (value: string, hosts: readonly string[]) =>
  rules.gifError(value, hosts, vi)
export const songError = (value: string, audioHosts: readonly string[]) =>
  rules.songError(value, audioHosts, vi)
export const pageErrors = (
  page: rules.SharedPage,
  hosts: readonly string[],
  audioHosts: readonly string[] = [],
) => rules.pageErrors(page, hosts, audioHosts, vi)
export const contactError = (kind: contact.ContactKind, value: string) =>
  contact.contactError(kind, value, vi)
