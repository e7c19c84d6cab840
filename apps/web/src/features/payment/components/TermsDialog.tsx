import type { LegalContentKey } from '@skybook/contracts/legal-content';
import type { Language } from '@skybook/domain/languages';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/SafeHtml';
import { ModalDialog } from '../../../components/ui/ModalDialog';
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
    <ModalDialog
      isOpen={name !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={content.data?.title ?? t('terms.payLaterTerms')}
      closeLabel={t('terms.close')}
    >
      {content.isPending ? <p role="status">{t('terms.loading')}</p> : null}
      {content.isError ? (
        <p role="alert">
          {content.error instanceof ApiError ? content.error.message : t('terms.loadFailed')}
        </p>
      ) : null}
      {content.data ? <SafeHtml className="pay-legal" html={content.data.detail} /> : null}
    </ModalDialog>
  );
}
