import type { AncillaryProductDto } from '@skybook/contracts/ancillaries';
import { useTranslation } from 'react-i18next';

export interface UnavailableNoteProps {
  readonly reason: AncillaryProductDto['unavailableReason'];
  /** The product's name when the note is about one product; null for the whole service. */
  readonly label: string | null;
}

/** Why an extra cannot be bought on this journey (requirements §8: 'Chuyến bay không hỗ trợ dịch vụ này'). */
export function UnavailableNote({ reason, label }: UnavailableNoteProps) {
  const { t } = useTranslation('selectService');
  const message = t(`unavailable.${reason ?? 'serviceNotSupported'}`);
  return (
    <p className="service-note service-note--unavailable">
      {label ? <span className="product-card__name">{label}: </span> : null}
      {message}
    </p>
  );
}
