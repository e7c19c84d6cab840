import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { useCurrentLanguage } from '../../../lib/site-path';
import { useSwitchLanguage } from '../hooks/use-switch-language';
import { getLanguageName } from '../language-options';

const loadPanel = () => import('./LanguageDrawerPanel');
const LanguageDrawerPanel = lazy(() =>
  loadPanel().then((module) => ({ default: module.LanguageDrawerPanel })),
);

function preloadPanel(): void {
  void loadPanel();
}

/**
 * Mobile language picker: a row that opens a drawer whose choice applies only when Continue is
 * pressed; closing it any other way keeps the current language (requirements §2 Site chrome).
 */
export function LanguageDrawer() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const switchLanguage = useSwitchLanguage();
  const [isOpen, setIsOpen] = useState(false);

  return (
    <>
      <Button
        variant="ghost"
        className="menu-row"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onHoverStart={preloadPanel}
        onFocus={preloadPanel}
        onPressStart={preloadPanel}
        onPress={() => {
          setIsOpen(true);
        }}
      >
        <Icon name="globe" />
        <span className="menu-row__label">{t('sideMenu.language')}</span>
        <span className="menu-row__value" lang={language}>
          {getLanguageName(language)}
        </span>
        <Icon name="chevronRight" />
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <LanguageDrawerPanel
            current={language}
            onClose={() => {
              setIsOpen(false);
            }}
            onContinue={(next) => {
              setIsOpen(false);
              if (next !== language) switchLanguage(next);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
