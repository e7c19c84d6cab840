import { LOYALTY_CLIENT_ID } from '@skybook/contracts/member';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { useCurrentLanguage } from '../../../lib/site-path';
import { refreshLogin } from '../../../lib/member-request';
import { readLogin } from '../../../lib/member-session';
import { announceSignedOut } from '../../../lib/member-signed-out';

/** The provider's change-password page (decision 028), opened with the client id, language and token. */
const CHANGE_SECRET_URL = '/auth/change-password';

/** Renewed first when the token would expire within this long: the provider's page checks it. */
const FRESH_FOR_MS = 60_000;

/**
 * `/change-password` (requirements §2 Profile, members only; §7: the provider's change-password page
 * takes the client id, the language and the member's token): says what changes for the member's
 * scheme and opens the provider's page with a token that is still fresh.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation('member');
  const language = useCurrentLanguage();
  const login = readLogin();
  const scheme = login?.provider ?? 'skyclub';
  const [leaving, setLeaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const open = async () => {
    setLeaving(true);
    setFailed(false);
    try {
      let current = readLogin();
      if (!current) {
        announceSignedOut();
        return;
      }
      if (current.expiresAt - Date.now() < FRESH_FOR_MS) current = await refreshLogin(current);
      const query = new URLSearchParams({
        client_id: LOYALTY_CLIENT_ID,
        lang: language,
        token: current.token,
      });
      location.assign(`${CHANGE_SECRET_URL}?${query.toString()}`);
    } catch {
      setFailed(true);
      setLeaving(false);
    }
  };

  return (
    <section className="member-card" aria-labelledby="change-secret-title">
      <h2 id="change-secret-title" className="member-card__title">
        {t(`changeSecret.${scheme}.title`)}
      </h2>
      <p>{t(`changeSecret.${scheme}.intro`)}</p>
      {failed ? (
        <p role="alert" className="member-alert">
          {t('auth.startFailed')}
        </p>
      ) : null}
      <Button onPress={() => void open()} isDisabled={leaving}>
        {leaving ? t('auth.leaving') : t(`changeSecret.${scheme}.open`)}
      </Button>
    </section>
  );
}
