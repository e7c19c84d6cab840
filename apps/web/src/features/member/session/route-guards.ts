import { redirect, type LoaderFunctionArgs } from 'react-router';
import { toLanguage, DEFAULT_LANGUAGE } from '@skybook/domain/languages';
import { safeReturnPath } from './authorization';
import { hasStoredLogin } from '../../../lib/member-session';
import { isNationalIdReturn } from './national-id';

/*
 * requirements §2 Route groups: members-only pages send others to sign-in (and back afterwards),
 * guest-only pages send a signed-in member on. Each page of a group exports one of these as its
 * route `loader`, so the check runs before the page renders and costs the other pages nothing.
 */

function languageOf(params: LoaderFunctionArgs['params']) {
  return toLanguage(params.lang) ?? DEFAULT_LANGUAGE;
}

/** A members-only page: a guest goes to sign-in with this page as fromPath. */
export function membersOnlyLoader({ request, params }: LoaderFunctionArgs): Response | null {
  if (hasStoredLogin()) return null;
  const url = new URL(request.url);
  const search = new URLSearchParams({ fromPath: `${url.pathname}${url.search}` });
  return redirect(`/${languageOf(params)}/signin?${search.toString()}`);
}

/**
 * A guest-only page (sign-in, sign-up): a member goes to fromPath, or their account — except on
 * the national ID's return to sign-in, which a member meets when linking theirs.
 */
export function guestOnlyLoader({ request, params }: LoaderFunctionArgs): Response | null {
  if (!hasStoredLogin()) return null;
  const { searchParams } = new URL(request.url);
  if (isNationalIdReturn(searchParams)) return null;
  const fromPath = searchParams.get('fromPath');
  return redirect(safeReturnPath(fromPath, languageOf(params)));
}
