import type { Language } from '@skybook/domain/languages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resolveContentLink } from '../../../lib/content-link';
import { PHONE_MEDIA } from '../../../lib/use-media-query';
import type { PopupDevice } from '../api/get-popups';
import type { PopupView } from '../popup-choice';

/** The pictures' intrinsic sizes as the content store draws them, so their room is held before they load. */
const POPUP_IMAGE_SIZES = {
  desktop: { width: 640, height: 400 },
  mobile: { width: 360, height: 480 },
} as const;

export interface PopupPictureProps {
  readonly popup: PopupView;
  readonly device: PopupDevice;
  readonly language: Language;
  readonly className?: string;
}

/**
 * A popup's picture, and the link it leads to when it has one (through the content allow-list:
 * site pages open in the app, partner sites without opener or referrer, refused links not at all).
 * The link is named after the popup's title; the picture keeps its own description.
 */
export function PopupPicture({ popup, device, language, className }: PopupPictureProps) {
  const { t } = useTranslation('overlays');
  const size = POPUP_IMAGE_SIZES[popup.imageMobile === null ? device : 'desktop'];
  const image = (
    <img
      className="popup-picture__image"
      src={popup.image}
      alt={popup.altText}
      width={size.width}
      height={size.height}
      decoding="async"
    />
  );
  const picture =
    popup.imageMobile === null ? (
      image
    ) : (
      <picture>
        <source
          media={PHONE_MEDIA}
          srcSet={popup.imageMobile}
          width={POPUP_IMAGE_SIZES.mobile.width}
          height={POPUP_IMAGE_SIZES.mobile.height}
        />
        {image}
      </picture>
    );
  const link = popup.url === null ? undefined : resolveContentLink(popup.url, language);
  const label = t('popups.open', { title: popup.title });
  const classes = className ? `popup-picture ${className}` : 'popup-picture';

  if (link?.kind === 'internal') {
    return (
      <Link to={link.to} className={classes} aria-label={label}>
        {picture}
      </Link>
    );
  }
  if (link?.kind === 'external') {
    return (
      <a
        href={link.href}
        className={classes}
        aria-label={label}
        rel={link.href.startsWith('https:') ? 'noopener noreferrer' : undefined}
      >
        {picture}
      </a>
    );
  }
  return <div className={classes}>{picture}</div>;
}
