import type { CampaignDto } from '@skybook/contracts/content-store';
import type { Language } from '@skybook/domain/languages';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/SafeHtml';
import { useCampaignBlock, type CampaignBlockKind } from '../api/get-campaign-block';
import { ContentLink } from './ContentLink';
import { CAMPAIGN_IMAGE_SIZE } from './home-block-sizes';
import '../home-content.css';

export interface CampaignBlockProps {
  /** What the block's room shows until its answer is in (HomeBlocks' placeholder). */
  readonly placeholder: ReactNode;
  readonly kind: CampaignBlockKind;
  readonly language: Language;
}

/**
 * A campaign block of home (requirements §2 Home, §3 Campaign content): the green projects the FlyGreen
 * donations fund, or the airline's future vision, each item with its picture, status, title and
 * text (CMS HTML, through the one safe component); future vision shows its longer text on wide
 * screens. On failure or with no item it shows nothing.
 */
export function CampaignBlock({ kind, language, placeholder }: CampaignBlockProps) {
  const headingId = useId();
  const query = useCampaignBlock(kind, language);
  // Its room stays as it was while the answer is on its way: nothing moves, nothing blanks.
  if (query.isPending) return placeholder;
  if (!query.isSuccess || query.data.items.length === 0) return null;

  return (
    <section
      className={`home-campaign home-campaign--${kind} container page-section`}
      aria-labelledby={headingId}
    >
      <div className="home-campaign__heading">
        <h2 id={headingId} className="section-title home-campaign__title">
          {query.data.title}
        </h2>
      </div>
      <ul className="home-campaign__list">
        {query.data.items.map((item) => (
          <CampaignCard key={item.id} item={item} language={language} />
        ))}
      </ul>
    </section>
  );
}

interface CampaignCardProps {
  readonly item: CampaignDto;
  readonly language: Language;
}

function CampaignCard({ item, language }: CampaignCardProps) {
  const { t } = useTranslation('homeContent');
  const hasWideText = item.descriptionDesktop !== null && item.descriptionDesktop !== item.description;

  return (
    <li className="campaign-card">
      <img
        className="campaign-card__image"
        src={item.image}
        alt=""
        width={CAMPAIGN_IMAGE_SIZE.width}
        height={CAMPAIGN_IMAGE_SIZE.height}
        loading="lazy"
        decoding="async"
      />
      <div className="campaign-card__body">
        <p className={`campaign-card__status campaign-card__status--${item.status}`}>
          {t(`campaigns.status.${item.status}`)}
        </p>
        <h3 className="campaign-card__title">
          <ContentLink url={item.link} language={language} className="campaign-card__link">
            {item.title}
          </ContentLink>
        </h3>
        <SafeHtml
          html={item.description}
          className={hasWideText ? 'campaign-card__text campaign-card__text--narrow' : 'campaign-card__text'}
        />
        {hasWideText && item.descriptionDesktop !== null ? (
          <SafeHtml
            html={item.descriptionDesktop}
            className="campaign-card__text campaign-card__text--wide"
          />
        ) : null}
      </div>
    </li>
  );
}
