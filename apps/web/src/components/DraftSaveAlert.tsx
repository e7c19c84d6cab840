import { useTranslation } from 'react-i18next';
import { useBookingDraft } from '../stores/booking-draft';
import { Button } from './ui/Button';

/** requirements §4: a failed save of the booking draft is said out loud, with a way to dismiss it. */
export function DraftSaveAlert() {
  const { t } = useTranslation();
  const saveFailed = useBookingDraft((state) => state.saveFailed);
  const dismiss = useBookingDraft((state) => state.dismissSaveError);
  return (
    <div role="alert" className="draft-save-alert">
      {saveFailed ? (
        <>
          <p>{t('draft.saveFailed')}</p>
          <Button variant="secondary" onPress={dismiss}>
            {t('actions.close')}
          </Button>
        </>
      ) : null}
    </div>
  );
}
