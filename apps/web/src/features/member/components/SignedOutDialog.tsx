import { useTranslation } from 'react-i18next';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { useCurrentPage } from '../../../app/page-handle';
import { sitePath, useCurrentLanguage } from '../../../lib/site-path';
import { dismissSignedOut, useSignedOutNotice } from '../../../lib/member-signed-out';
import '../../../components/session-expired-dialog.css';

/**
 * requirements §4 Session / §8 HTTP 401: the member's sign-in has ended (refused token, failed
 * renewal); the dialog offers to sign in again, back to this page. Declining leaves a
 * members-only page for home.
 */
export function SignedOutDialog() {
  const { t } = useTranslation('member');
  const language = useCurrentLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const page = useCurrentPage();
  const isOpen = useSignedOutNotice();

  const decline = () => {
    dismissSignedOut();
    if (page?.group === 'membersOnly') void navigate(sitePath(language), { replace: true });
  };
  const signInAgain = () => {
    dismissSignedOut();
    const fromPath = `${location.pathname}${location.search}`;
    void navigate({
      pathname: sitePath(language, 'signin'),
      search: `?${new URLSearchParams({ fromPath }).toString()}`,
    });
  };

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) decline();
      }}
      className="session-expired-overlay"
    >
      <Modal className="session-expired">
        <Dialog role="alertdialog" className="session-expired__dialog">
          <Heading slot="title" className="session-expired__title">
            {t('signedOut.title')}
          </Heading>
          <p className="session-expired__message">{t('signedOut.message')}</p>
          <div className="session-expired__actions">
            <Button variant="secondary" onPress={decline}>
              {t('signedOut.cancel')}
            </Button>
            <Button onPress={signInAgain}>{t('signedOut.signIn')}</Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
