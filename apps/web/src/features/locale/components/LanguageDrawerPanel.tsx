import type { Language } from '@skybook/domain/languages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Drawer } from '../../../components/ui/Drawer';
import { LanguageList } from './LanguageList';

export interface LanguageDrawerPanelProps {
  readonly current: Language;
  readonly onClose: () => void;
  readonly onContinue: (language: Language) => void;
}

/** The mobile language drawer itself; the choice is held here until Continue is pressed. */
export function LanguageDrawerPanel({ current, onClose, onContinue }: LanguageDrawerPanelProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(current);

  return (
    <Drawer
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      placement="bottom"
      title={t('language.dialogTitle')}
      closeLabel={t('actions.close')}
      className="language-drawer"
    >
      <LanguageList selected={pending} onSelect={setPending} />
      <Button
        className="language-drawer__continue"
        onPress={() => {
          onContinue(pending);
        }}
      >
        {t('language.continue')}
      </Button>
    </Drawer>
  );
}
