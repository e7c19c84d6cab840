import type { Language } from '@skybook/domain/languages';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/ui/Button';
import { emenuDownloadHref, useEmenuBanner } from '../api/get-emenu-banner';
import { EmenuCatalogue } from './EmenuCatalogue';
import { TemplatePage } from './TemplatePage';

/** The e-menu banner is drawn at 1200 × 400 (600 × 600 for narrow screens). */
const BANNER_SIZE = { width: 1200, height: 400 } as const;

/**
 * /e-menu (requirements §2 Content: e-menu with PDF download): the banner, the menu's introduction, its
 * dishes and drinks by category with a search, and the PDF to download.
 */
export function EMenuPage({ language }: { readonly language: Language }) {
  const { t } = useTranslation('contentPages');
  return (
    <TemplatePage
      language={language}
      pageId="eMenu"
      template="e-menu"
      path="/e-menu"
      actions={
        <a className={buttonClassName('primary')} href={emenuDownloadHref(language)} download>
          {t('emenu.download')}
        </a>
      }
      before={<EmenuBanner language={language} />}
    >
      <EmenuCatalogue language={language} />
      <p className="emenu-note">{t('emenu.pdfNote')}</p>
    </TemplatePage>
  );
}

/** The e-menu page's banner (GET emenu-banner); its room is kept while it loads. */
function EmenuBanner({ language }: { readonly language: Language }) {
  const banners = useEmenuBanner(language);
  if (banners.isError || banners.data?.banners.length === 0) return null;
  const banner = banners.data?.banners[0];
  if (!banner) return <div className="emenu-banner emenu-banner--placeholder" aria-hidden="true" />;
  return (
    <figure className="emenu-banner">
      <picture>
        <source media="(max-width: 600px)" srcSet={banner.imageMobile} />
        <img
          className="emenu-banner__image"
          src={banner.image}
          alt={banner.altText}
          width={BANNER_SIZE.width}
          height={BANNER_SIZE.height}
          decoding="async"
        />
      </picture>
      <figcaption className="emenu-banner__caption">
        <span className="emenu-banner__title">{banner.title}</span> {banner.description}
      </figcaption>
    </figure>
  );
}
