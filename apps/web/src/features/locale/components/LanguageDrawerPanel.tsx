import type { Language } from '@skybook/domain/languages';
import { useTranslation } from 'react-i18next';
import { ChoiceDrawer } from '../../../components/ui/ChoiceDrawer';
import { LanguageList } from './LanguageList';

export interface LanguageDrawerPanelProps {
  readonly current: Language;
  readonly onClose: () => void;
  readonly onContinue: (language: Language) => void;
}

/** The mobile language drawer itself; the choice is held here until Continue is pressed. */
export function LanguageDrawerPanel({ current, onClose, onContinue }: LanguageDrawerPanelProps) {
  const { t } = useTranslation();
  return (
    <ChoiceDrawer
      current={current}
      title={t('language.dialogTitle')}
      closeLabel={t('actions.close')}
      confirmLabel={t('language.continue')}
      className="language-drawer"
      confirmClassName="language-drawer__continue"
      onClose={onClose}
      onConfirm={onContinue}
    >
      {(pending, choose) => <LanguageList selected={pending} onSelect={choose} />}
    </ChoiceDrawer>
  );
}
