import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { sitePath, useCurrentLanguage } from '../../../lib/site-path';
import { completeSignIn } from '../session/authorization';
import { SchemeChoice } from './SchemeChoice';

/** One redemption per code even when React runs the effect twice (development's StrictMode). */
const redeeming = new Map<string, ReturnType<typeof completeSignIn>>();

function redeemOnce(code: string, state: string): ReturnType<typeof completeSignIn> {
  let pending = redeeming.get(code);
  if (!pending) {
    pending = completeSignIn(code, state).finally(() => redeeming.delete(code));
    redeeming.set(code, pending);
  }
  return pending;
}

/**
 * `/signin` (requirements §2 Auth): the choice of scheme, and the return from the provider — its code
 * redeemed with the member service, then back to the page the member came from (fromPath). A
 * cancelled sign-in, a used or foreign return link and a refused code each say so and offer the
 * choice again.
 */
export function SignInPage() {
  const { t } = useTranslation('member');
  const language = useCurrentLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  const providerError = params.get('error');
  const [failure, setFailure] = useState<string | null>(
    providerError === null ? null : t(providerError === 'access_denied' ? 'auth.cancelled' : 'auth.failed'),
  );
  const isReturn = code !== null && state !== null;
  const [completing, setCompleting] = useState(isReturn);
  const alertRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (code === null || state === null) return;
    let live = true;
    redeemOnce(code, state).then(
      (outcome) => {
        if (!live) return;
        if (outcome.kind === 'signedIn') {
          void navigate(outcome.returnPath, { replace: true });
          return;
        }
        setFailure(t('auth.unknownRequest'));
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
  }, [code, state, navigate, t]);

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
  return (
    <div className="member-auth">
      {failure ? (
        <p role="alert" tabIndex={-1} ref={alertRef} className="member-alert">
          {failure}
        </p>
      ) : null}
      <p className="member-lead">{t('auth.signInIntro')}</p>
      <SchemeChoice action="signin" fromPath={params.get('fromPath')} />
      <p className="member-note">
        {t('auth.noAccount')}{' '}
        <Link to={sitePath(language, 'signup')} className="member-link">
          {t('auth.signUpLink')}
        </Link>
      </p>
    </div>
  );
}
