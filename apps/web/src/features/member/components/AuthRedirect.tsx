import { isMemberScheme } from '@skybook/domain/member-rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { sitePath, useCurrentLanguage } from '../../../lib/site-path';
import { authorizationUrl, type AuthorizationAction } from '../session/authorization';

/**
 * `/signin/redirect` and `/signup/redirect` (requirements §2 Auth, the redirect variants): straight to
 * the provider's page for `?scheme=` (Skyclub by default), coming back to fromPath.
 */
export function AuthRedirect({ action }: { readonly action: AuthorizationAction }) {
  const { t } = useTranslation('member');
  const language = useCurrentLanguage();
  const [params] = useSearchParams();
  const requested = params.get('scheme');
  const scheme = isMemberScheme(requested) ? requested : 'skyclub';
  const fromPath = params.get('fromPath');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    authorizationUrl({ scheme, action, language, fromPath }).then(
      (url) => {
        if (live) location.replace(url);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [scheme, action, language, fromPath]);

  const choice = sitePath(language, action === 'signin' ? 'signin' : 'signup');
  return failed ? (
    <p role="alert" className="member-alert">
      {t('auth.startFailed')}{' '}
      <Link to={choice} className="member-link">
        {t('auth.chooseAgain')}
      </Link>
    </p>
  ) : (
    <p role="status" className="member-status">
      {t('auth.leaving')}
    </p>
  );
}
