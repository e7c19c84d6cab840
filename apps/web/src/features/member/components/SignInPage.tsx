import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { sitePath, useCurrentLanguage } from '../../../lib/site-path';
import { completeSignIn } from '../session/authorization';
import { completeHandOff, completeNationalId, isNationalIdReturn } from '../session/national-id';
import { NationalIdButton } from './NationalIdButton';
import { SchemeChoice } from './SchemeChoice';

/** Where the page goes once the return has been redeemed, or why it could not be. */
type ReturnOutcome = { readonly path: string } | { readonly failure: string };

/** One redemption per address even when React runs the effect twice (development's StrictMode). */
const redeeming = new Map<string, Promise<ReturnOutcome>>();

function redeemOnce(key: string, redeem: () => Promise<ReturnOutcome>): Promise<ReturnOutcome> {
  let pending = redeeming.get(key);
  if (!pending) {
    pending = redeem().finally(() => redeeming.delete(key));
    redeeming.set(key, pending);
  }
  return pending;
}

/**
 * What the address brings back, if anything: the loyalty provider's code, VNeID's return, or the
 * mobile app's hand-off id — each redeemed into where to go next or a message.
 */
function returnOf(
  params: URLSearchParams,
  fallbackPath: string,
  t: (key: 'auth.unknownRequest' | 'auth.cancelled') => string,
): (() => Promise<ReturnOutcome>) | null {
  const code = params.get('code');
  const state = params.get('state');
  const sessionId = params.get('sessionId');
  if (isNationalIdReturn(params)) {
    return async () => {
      const outcome = await completeNationalId(params);
      if (outcome.kind === 'unknownRequest') return { failure: t('auth.unknownRequest') };
      if (outcome.kind === 'refused') return { failure: t('auth.cancelled') };
      return { path: outcome.returnPath };
    };
  }
  if (code !== null && state !== null) {
    return async () => {
      const outcome = await completeSignIn(code, state);
      return outcome.kind === 'signedIn'
        ? { path: outcome.returnPath }
        : { failure: t('auth.unknownRequest') };
    };
  }
  if (sessionId !== null) {
    return async () => {
      await completeHandOff(sessionId);
      return { path: fallbackPath };
    };
  }
  return null;
}

/**
 * `/signin` (requirements §2 Auth): the choice of scheme or the national digital ID, and every way
 * back — the loyalty provider's code (then back to fromPath), VNeID's return (sign-in, or the
 * link a signed-in member asked for), the mobile app's session id. A cancelled sign-in, a used or
 * foreign return link and a refused code each say so and offer the choice again.
 */
export function SignInPage() {
  const { t } = useTranslation('member');
  const language = useCurrentLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const providerError = params.get('error');
  const fallbackPath = sitePath(language, 'profile/account');
  const redeem = returnOf(params, fallbackPath, t);
  const [failure, setFailure] = useState<string | null>(
    providerError === null ? null : t(providerError === 'access_denied' ? 'auth.cancelled' : 'auth.failed'),
  );
  const [completing, setCompleting] = useState(redeem !== null && providerError === null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const search = params.toString();

  useEffect(() => {
    if (!completing) return;
    const current = new URLSearchParams(search);
    const redeemer = returnOf(current, fallbackPath, t);
    if (!redeemer) return;
    let live = true;
    redeemOnce(search, redeemer).then(
      (outcome) => {
        if (!live) return;
        if ('path' in outcome) {
          void navigate(outcome.path, { replace: true });
          return;
        }
        setFailure(outcome.failure);
        setCompleting(false);
      },
      (error: unknown) => {
        if (!live) return;
        setFailure(error instanceof ApiError ? error.message : t('auth.failed'));
        setCompleting(false);
      },
    );
    return () => {
      live = false;
    };
  }, [completing, search, fallbackPath, navigate, t]);

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  if (completing) {
    return (
      <p role="status" className="member-status">
        {t('auth.completing')}
      </p>
    );
  }
  const fromPath = params.get('fromPath');
  return (
    <div className="member-auth">
      {failure ? (
        <p role="alert" tabIndex={-1} ref={alertRef} className="member-alert">
          {failure}
        </p>
      ) : null}
      <p className="member-lead">{t('auth.signInIntro')}</p>
      <SchemeChoice action="signin" fromPath={fromPath} />
      <NationalIdButton purpose="signin" fromPath={fromPath} />
      <p className="member-note">
        {t('auth.noAccount')}{' '}
        <Link to={sitePath(language, 'signup')} className="member-link">
          {t('auth.signUpLink')}
        </Link>
      </p>
    </div>
  );
}
