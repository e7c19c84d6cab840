import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useLocation, useNavigate } from 'react-router';
import { sitePath, useCurrentLanguage } from '../lib/site-path';
import { useBookingSession } from '../stores/booking-session';
import { Button } from './ui/Button';
import './session-expired-dialog.css';

/**
 * requirements §4/§8: when a booking session expires (idle timer, its expiry passing, or a SESSION_EXPIRED
 * / SESSION_ID_* answer) the traveller goes home and an info dialog says so, with one button.
 * Mounted once in SiteLayout: the store's `expiredNotice` is the only trigger, so every way a
 * session is lost leads home the same way.
 */
export function SessionExpiredDialog() {
  const { t } = useTranslation('bookingSession');
  const language = useCurrentLanguage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const expiredNotice = useBookingSession((state) => state.expiredNotice);
  const dismiss = useBookingSession((state) => state.dismissExpiredNotice);
  const homePath = sitePath(language);

  useEffect(() => {
    // The page the session was for cannot be used any more; Back should not return to it.
    if (expiredNotice && pathname !== homePath) void navigate(homePath, { replace: true });
  }, [expiredNotice, pathname, homePath, navigate]);

  return (
    <ModalOverlay
      isOpen={expiredNotice}
      onOpenChange={(isOpen) => {
        if (!isOpen) dismiss();
      }}
      className="session-expired-overlay"
    >
      <Modal className="session-expired">
        <Dialog role="alertdialog" className="session-expired__dialog">
          <Heading slot="title" className="session-expired__title">
            {t('expired.title')}
          </Heading>
          <p className="session-expired__message">{t('expired.message')}</p>
          <Button className="session-expired__confirm" onPress={dismiss}>
            {t('expired.confirm')}
          </Button>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
