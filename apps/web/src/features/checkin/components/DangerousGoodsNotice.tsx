import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const ITEMS = ['batteries', 'flammable', 'explosives', 'weapons', 'chemicals'] as const;

export interface DangerousGoodsNoticeProps {
  readonly headingId: string;
  /** The "I have read and accept" checkbox and its error. */
  readonly children: ReactNode;
}

/** What may not be carried (requirements §2 check-in), read and accepted before checking in. */
export function DangerousGoodsNotice({ headingId, children }: DangerousGoodsNoticeProps) {
  const { t } = useTranslation('checkin');
  return (
    <section className="ci-card ci-goods" aria-labelledby={headingId}>
      <h2 id={headingId} className="ci-card__title">
        {t('dangerousGoods.title')}
      </h2>
      <p className="ci-goods__intro">{t('dangerousGoods.intro')}</p>
      <ul className="ci-goods__items">
        {ITEMS.map((item) => (
          <li key={item}>{t(`dangerousGoods.items.${item}`)}</li>
        ))}
      </ul>
      {children}
    </section>
  );
}
