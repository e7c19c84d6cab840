import type { PostSummaryDto } from '@skybook/contracts/content-store';
import type { Language } from '@skybook/domain/languages';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sitePath } from '../../../lib/site-path';
import { PublishedDate } from './PublishedDate';

/** The news pictures are drawn at 800 × 450; the card keeps that shape before they load. */
export const POST_IMAGE_SIZE = { width: 800, height: 450 } as const;

export interface PostCardProps {
  readonly post: PostSummaryDto;
  readonly language: Language;
  readonly headingLevel?: 'h2' | 'h3';
  /** The card's link, for moving focus to the first post a "Load more" brought. */
  readonly linkRef?: Ref<HTMLAnchorElement>;
}

/** A news post in a list: picture, featured flag, title (the link), date and summary. */
export function PostCard({ post, language, headingLevel = 'h2', linkRef }: PostCardProps) {
  const { t } = useTranslation('contentPages');
  const Heading = headingLevel;
  return (
    <article className={post.isFeature ? 'post-card post-card--featured' : 'post-card'}>
      <img
        className="post-card__image"
        src={post.image}
        alt={post.altText}
        width={POST_IMAGE_SIZE.width}
        height={POST_IMAGE_SIZE.height}
        loading="lazy"
        decoding="async"
      />
      <div className="post-card__body">
        {post.isFeature ? <p className="post-card__badge">{t('news.featured')}</p> : null}
        <Heading className="post-card__title">
          <Link ref={linkRef} to={sitePath(language, post.path)} className="post-card__link">
            {post.title}
          </Link>
        </Heading>
        <PublishedDate value={post.publishedAt} language={language} className="post-card__date" />
        <p className="post-card__summary">{post.summary}</p>
      </div>
    </article>
  );
}
