import type { LegalContentKey } from '@skybook/contracts/legal-content';
import type { Language } from '@skybook/domain/languages';
import { useTranslation } from 'react-i18next';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { SafeHtml } from '../../../components/SafeHtml';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { ApiError } from '../../../lib/api-client';
import { useLegalContent } from '../../../lib/legal-content';

export interface TermsDialogProps {
  /** The text to show; null keeps the dialog closed. */
  readonly name: LegalContentKey | null;
  readonly language: Language;
  readonly onClose: () => void;
}

/** A method's terms from the CMS in a modal dialog (focus kept inside, Escape closes). */
export function TermsDialog({ name, language, onClose }: TermsDialogProps) {
  const { t } = useTranslation('payment');
  const content = useLegalContent(name, language);
  return (
    <ModalOverlay
      isDismissable
      isOpen={name !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      className="pay-dialog__overlay"
    >
      <Modal className="pay-dialog">
        <Dialog className="pay-dialog__dialog">
          {({ close }) => (
            <>
              <div className="pay-dialog__header">
                <Heading slot="title" className="pay-dialog__title">
                  {content.data?.title ?? t('terms.payLaterTerms')}
                </Heading>
                <Button variant="icon" onPress={close} aria-label={t('terms.close')}>
                  <Icon name="close" />
                </Button>
              </div>
              <div className="pay-dialog__body">
                {content.isPending ? <p role="status">{t('terms.loading')}</p> : null}
                {content.isError ? (
                  <p role="alert">
                    {content.error instanceof ApiError ? content.error.message : t('terms.loadFailed')}
                  </p>
                ) : null}
                {content.data ? <SafeHtml className="pay-legal" html={content.data.detail} /> : null}
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
