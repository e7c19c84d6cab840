import type { LegalContentKey } from '@skybook/contracts/legal-content';
import type { Language } from '@skybook/domain/languages';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/SafeHtml';
import { ModalDialog } from '../../../components/ui/ModalDialog';
import { ApiError } from '../../../lib/api-client';
import { useLegalContent } from '../../../lib/legal-content';
import { termsTextName } from './TermsCheckbox';

export interface TermsDialogProps {
  /** The text to show; null keeps the dialog closed. */
  readonly name: LegalContentKey | null;
  readonly language: Language;
  readonly onClose: () => void;
}

/** A legal text from the CMS (payment terms, fare conditions, a method's terms) in a modal dialog. */
export function TermsDialog({ name, language, onClose }: TermsDialogProps) {
  const { t } = useTranslation('payment');
  const content = useLegalContent(name, language);
  return (
    <ModalDialog
      isOpen={name !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={content.data?.title ?? (name ? termsTextName(t, name) : '')}
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
