import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/Button';

/**
 * Shown when a page cannot load (most often its code changed in a deploy since the tab opened);
 * reloading fetches the current build.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div className="container page-section" role="alert">
      <h1 className="page-title">{t('routeError.heading', { defaultValue: 'Đã xảy ra lỗi' })}</h1>
      <p>{t('routeError.body', { defaultValue: 'Vui lòng tải lại trang.' })}</p>
      <Button
        onPress={() => {
          window.location.reload();
        }}
      >
        {t('routeError.reload', { defaultValue: 'Tải lại trang' })}
      </Button>
    </div>
  );
}
