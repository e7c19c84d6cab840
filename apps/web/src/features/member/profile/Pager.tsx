import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';

interface PagerProps {
  readonly page: number;
  readonly totalPages: number;
  readonly onPage: (page: number) => void;
}

/** Previous and next page of a history, and where the member is; nothing for a single page. */
export function Pager({ page, totalPages, onPage }: PagerProps) {
  const { t } = useTranslation('member');
  if (totalPages <= 1) return null;
  return (
    <nav className="profile-pager" aria-label={t('profile.pages')}>
      <Button
        variant="secondary"
        isDisabled={page <= 1}
        onPress={() => {
          onPage(page - 1);
        }}
      >
        {t('profile.previous')}
      </Button>
      <span aria-live="polite">{t('profile.pageOf', { page, totalPages })}</span>
      <Button
        variant="secondary"
        isDisabled={page >= totalPages}
        onPress={() => {
          onPage(page + 1);
        }}
      >
        {t('profile.next')}
      </Button>
    </nav>
  );
}
