import type { FooterInfoDto, MenuItemDto } from '@skybook/contracts/content-store';
import type { Language } from '@skybook/domain/languages';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/SafeHtml';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { useFooterInfo } from '../api/get-footer-info';
import { useMenus } from '../api/get-menus';
import { useMediaQuery } from '../../../lib/use-media-query';
import { resolveContentLink } from '../../../lib/content-link';
import { menuHref } from '../menu-href';
import { fallbackLang } from '../menu-tree';
import { Logo } from './Logo';
import { MenuLink } from './MenuLink';
import { SocialLinks } from './SocialLinks';

/** The same breakpoint as the header's (requirements §9: sm 769). */
const DESKTOP_QUERY = '(min-width: 769px)';

interface ColumnProps {
  readonly menu: MenuItemDto;
  readonly language: Language;
}

function ColumnLinks({ menu, language }: ColumnProps) {
  return (
    <ul className="site-footer__links">
      {menu.children.map((child) => (
        <li key={child.id}>
          <MenuLink link={menuHref(child, language)} lang={fallbackLang(child, language)}>
            {child.menuName}
          </MenuLink>
        </li>
      ))}
    </ul>
  );
}

/** A footer column on a phone: a heading button that shows or hides its links. */
function AccordionColumn({ menu, language }: ColumnProps) {
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div className="footer-accordion">
      <h2 className="footer-accordion__heading">
        <button
          type="button"
          id={`${id}-button`}
          className="footer-accordion__button"
          aria-expanded={isOpen}
          aria-controls={`${id}-panel`}
          lang={fallbackLang(menu, language)}
          onClick={() => {
            setIsOpen((open) => !open);
          }}
        >
          {menu.menuName}
          <Icon name="chevronDown" />
        </button>
      </h2>
      <div id={`${id}-panel`} role="region" aria-labelledby={`${id}-button`} hidden={!isOpen}>
        <ColumnLinks menu={menu} language={language} />
      </div>
    </div>
  );
}

function GridColumn({ menu, language }: ColumnProps) {
  const id = useId();
  return (
    <section className="site-footer__column" aria-labelledby={id}>
      <h2 id={id} className="site-footer__heading" lang={fallbackLang(menu, language)}>
        {menu.menuName}
      </h2>
      <ColumnLinks menu={menu} language={language} />
    </section>
  );
}

function FooterExtras({ info, language }: { readonly info: FooterInfoDto; readonly language: Language }) {
  const instructionId = useId();
  const appsId = useId();
  return (
    <div className="container site-footer__extras">
      {info.instruction.length > 0 ? (
        <section className="site-footer__column" aria-labelledby={instructionId}>
          <h2 id={instructionId} className="site-footer__heading">
            {info.instructionTitle}
          </h2>
          <ul className="site-footer__links">
            {info.instruction.map((item) => (
              <li key={`${item.title}-${item.link}`}>
                <MenuLink link={resolveContentLink(item.link, language)} className="site-footer__instruction">
                  <img src={item.image} alt="" width="24" height="24" />
                  {item.title}
                </MenuLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <SocialLinks footer={info} headingLevel={2} className="site-footer__column" />
      {info.appLinks.length > 0 ? (
        <section className="site-footer__column" aria-labelledby={appsId}>
          <h2 id={appsId} className="site-footer__heading">
            {info.appTitle}
          </h2>
          <ul className="site-footer__apps">
            {info.appLinks.map((app) => (
              <li key={`${app.name}-${app.link}`}>
                <MenuLink link={resolveContentLink(app.link, language)} className="site-footer__app">
                  <img src={app.image} alt="" width="36" height="36" />
                  {app.name}
                </MenuLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export interface FooterBodyProps {
  readonly language: Language;
}

/**
 * What the footer shows once it is near the viewport (requirements §2 Site chrome): the footer menus as a
 * grid on desktop and accordions on phones; instruction, social and app links; the company's
 * address (CMS HTML) and the hotline. Loaded as its own chunk by SiteFooter.
 */
export function FooterBody({ language }: FooterBodyProps) {
  const { t } = useTranslation('chrome');
  const menus = useMenus(language, 'footer');
  const info = useFooterInfo(language);
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const failed = [menus, info].filter((query) => query.isError);

  if (failed.length === 0 && (menus.isPending || info.isPending)) {
    return <div className="site-footer__placeholder" aria-busy="true" />;
  }

  const Column = isDesktop ? GridColumn : AccordionColumn;
  return (
    <>
      <div className="container site-footer__main">
        <div className="site-footer__brand">
          <Logo language={language} />
          <p className="site-footer__tagline">{t('footer.tagline')}</p>
          {info.data ? (
            <>
              <p className="site-footer__label">{info.data.hotline.label}</p>
              <MenuLink
                link={resolveContentLink(info.data.hotline.link, language)}
                className="site-footer__hotline"
              >
                <Icon name="phone" />
                {info.data.hotline.number}
              </MenuLink>
              <address className="site-footer__address">
                <SafeHtml html={info.data.footerHtml} />
              </address>
            </>
          ) : null}
        </div>
        {menus.data && menus.data.length > 0 ? (
          <nav aria-label={t('footer.siteLinks')} className="site-footer__menus">
            {menus.data.map((menu) => (
              <Column key={menu.id} menu={menu} language={language} />
            ))}
          </nav>
        ) : null}
      </div>
      {info.data ? <FooterExtras info={info.data} language={language} /> : null}
      {failed.length > 0 ? (
        <div className="container site-footer__error" role="alert">
          <p>{t('footer.loadError')}</p>
          <Button
            variant="secondary"
            onPress={() => {
              for (const query of failed) void query.refetch();
            }}
          >
            {t('footer.retry')}
          </Button>
        </div>
      ) : null}
      {info.data ? (
        <div className="site-footer__bottom">
          <div className="container">
            <p>{info.data.copyright}</p>
          </div>
        </div>
      ) : null}
    </>
  );
}
