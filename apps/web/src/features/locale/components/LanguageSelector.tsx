import { Suspense, lazy, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { useCurrentLanguage } from '../../../lib/site-path';
import { useSwitchLanguage } from '../hooks/use-switch-language';
import { getLanguageName } from '../language-options';

const loadPopover = () => import('./LanguagePopover');
const LanguagePopover = lazy(() => loadPopover().then((module) => ({ default: module.LanguagePopover })));

function preloadPopover(): void {
  void loadPopover();
}

/** Desktop language dropdown: choosing a language applies at once (requirements §2 Site chrome). */
export function LanguageSelector() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const switchLanguage = useSwitchLanguage();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const name = getLanguageName(language);

  return (
    <>
      <Button
        ref={triggerRef}
        variant="ghost"
        className="language-trigger"
        aria-label={t('language.trigger', { language: name })}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onHoverStart={preloadPopover}
        onFocus={preloadPopover}
        onPressStart={preloadPopover}
        onPress={() => {
          setIsOpen(true);
        }}
      >
        <Icon name="globe" />
        <span lang={language}>{name}</span>
        <Icon name="chevronDown" />
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <LanguagePopover
            triggerRef={triggerRef}
            onClose={() => {
              setIsOpen(false);
            }}
            selected={language}
            onSelect={(next) => {
              setIsOpen(false);
              if (next !== language) switchLanguage(next);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
