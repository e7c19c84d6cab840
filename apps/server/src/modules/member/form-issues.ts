import type { FieldIssue } from '@skybook/contracts/errors';
import type { MemberFormIssue } from '@skybook/contracts/member';
import type { Language } from '@skybook/domain/languages';
import { translateError } from '../../i18n/error-messages';
import { formMessage } from '../../i18n/form-messages';
import { appError } from '../../plugins/app-error';

/**
 * Refuses a member's form (the profile, a family member) when it has problems: 400 with the
 * requirements §8 code of the first field at fault and every field's issue, each in the request's
 * language. Returns when there are none.
 */
export function refuseFormIssues(issues: readonly MemberFormIssue[], language: Language): void {
  const [first] = issues;
  if (!first) return;
  const details: FieldIssue[] = issues.map((issue) => ({
    path: ['body', ...issue.path].join('.'),
    code: issue.problem ?? issue.errorCode,
    message: issue.problem ? formMessage(issue.problem, language) : translateError(issue.errorCode, language),
  }));
  throw appError(first.errorCode, { details: { issues: details } });
}
