import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
import type { z } from 'zod';

/*
 * Forms check their values with the contracts' zod schemas, the ones the server runs on the same
 * request, and show each issue on its field with a message key the form translates.
 */

/** A field's problem as the form shows it: the field's path (`billing.phone`) and its message key. */
export interface FormIssue<Message extends string = string> {
  readonly field: string;
  readonly message: Message;
}

/** How a form reads the contract's issues. */
export interface ContractCheck<Values, Request, Message extends string = string> {
  /** The request the form sends, made of its values; the values themselves by default. */
  readonly toRequest?: (values: Values) => Request;
  /**
   * The form's field and message for a schema issue (its `input` is the value refused), or null
   * when the form shows it nowhere. By default the issue's path (the root error when it has none)
   * and its message (a rules' key).
   */
  readonly issueOf?: (issue: z.core.$ZodIssue, request: Request) => FormIssue<Message> | null;
  /**
   * The checks the form makes beyond the contract (rules the server applies elsewhere, or not at
   * all); a field the schema already flagged keeps the schema's message.
   */
  readonly refine?: (values: Values, request: Request) => readonly FormIssue<Message>[];
}

function defaultIssueOf<Message extends string>(issue: z.core.$ZodIssue): FormIssue<Message> {
  return {
    field: issue.path.length === 0 ? 'root' : issue.path.map(String).join('.'),
    message: issue.message as Message,
  };
}

function check<Values, Request, Message extends string>(
  schema: z.ZodType,
  values: Values,
  { toRequest, issueOf = defaultIssueOf<Message>, refine }: ContractCheck<Values, Request, Message>,
): { readonly issues: FormIssue<Message>[]; readonly data: unknown } {
  const request = toRequest ? toRequest(values) : (values as unknown as Request);
  const result = schema.safeParse(request, { reportInput: true });
  const issues = result.success ? [] : result.error.issues.flatMap((issue) => issueOf(issue, request) ?? []);
  issues.push(...(refine?.(values, request) ?? []));
  return { issues, data: result.data };
}

/** The issues of a form's values: the contract's schema on its request, then the form's own checks. */
export function contractIssues<Values, Request, Message extends string>(
  schema: z.ZodType,
  values: Values,
  options: ContractCheck<Values, Request, Message>,
): FormIssue<Message>[] {
  return check(schema, values, options).issues;
}

/** The message each field shows: its first issue's. */
export function firstIssueOfEachField<Message extends string>(
  issues: readonly FormIssue<Message>[],
): Record<string, Message> {
  const messages: Record<string, Message> = {};
  for (const { field, message } of issues) messages[field] ??= message;
  return messages;
}

export interface ContractResolverOptions<Values, Request, Message extends string> extends ContractCheck<
  Values,
  Request,
  Message
> {
  /**
   * The contract's schema the request must pass: it may depend on the values (the rules'
   * context) or be loaded on the first check.
   */
  readonly schema: (values: Values) => z.ZodType | Promise<z.ZodType>;
  /** What a valid form submits: its values as typed (default), or with the schema's output over them. */
  readonly submits?: 'values' | 'parsed';
}

/**
 * react-hook-form's resolver for a form checked with the contract's zod schema, each issue on its
 * field (the first one a field has) with the message key the form translates.
 */
export function contractResolver<
  Values extends FieldValues,
  Request = Values,
  Message extends string = string,
>({
  schema,
  submits = 'values',
  ...options
}: ContractResolverOptions<Values, Request, Message>): Resolver<Values> {
  const resolve = (checked: z.ZodType, values: Values, resolverOptions: ResolverOptions<Values>) => {
    const { issues, data } = check(checked, values, options);
    if (issues.length === 0) {
      const parsed = submits === 'parsed' ? (data as Partial<Values>) : {};
      return { values: { ...values, ...parsed }, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const [field, message] of Object.entries(firstIssueOfEachField(issues)))
      errors[field] = { type: 'contract', message };
    return { values: {}, errors: toNestErrors(errors, resolverOptions) };
  };
  // A schema at hand is checked at once, as react-hook-form's own rules are: no extra turn.
  return (values, _context, resolverOptions) => {
    const schemaOrLoading = schema(values);
    return schemaOrLoading instanceof Promise
      ? schemaOrLoading.then((loaded) => resolve(loaded, values, resolverOptions))
      : resolve(schemaOrLoading, values, resolverOptions);
  };
}

/**
 * An issue on one of `fields` (its path's first name), whose message is the field's own name: for
 * forms that say "fill it in properly" in each field's words, whatever the rule; null otherwise.
 */
export function issueOnNamedField(fields: readonly string[]): (issue: z.core.$ZodIssue) => FormIssue | null {
  return (issue) => {
    const field = fields.find((name) => name === issue.path[0]);
    return field === undefined ? null : { field, message: field };
  };
}
