import type { LegalContentKey } from '@skybook/contracts/legal-content';
import type { Language } from '@skybook/domain/languages';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/ui/ModalDialog';
import { ApiError } from '../../../lib/api-client';
import { useLegalContent } from '../../../lib/legal-content';

export interface LegalTextDialogProps {
  /** The text to show; null keeps the dialog closed. */
  readonly name: LegalContentKey | null;
  readonly language: Language;
  readonly onClose: () => void;
}

/** A legal text from the CMS (requirements §3 legal-content keys) in a dialog, loaded when opened. */
export function LegalTextDialog({ name, language, onClose }: LegalTextDialogProps) {
  const { t } = useTranslation('selectService');
  const content = useLegalContent(name, language);
  const title = content.data?.title ?? (name ? t(`terms.names.${name}`) : '');
  return (
    <ModalDialog
      isOpen={name !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={title}
      closeLabel={t('actions.close')}
    >
      {content.isPending ? <p role="status">{t('loading')}</p> : null}
      {content.isError ? (
        <p role="alert">{content.error instanceof ApiError ? content.error.message : t('loadFailed')}</p>
      ) : null}
      {content.data ? (
        // The CMS stores the text sanitised (sanitize-html on the server): it is rendered as given.
        <div className="legal-text" dangerouslySetInnerHTML={{ __html: content.data.detail }} />
      ) : null}
    </ModalDialog>
  );
}
