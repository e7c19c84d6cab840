import type { PaymentMethod } from '@skybook/contracts/payment-methods';
import type { Language } from '@skybook/domain/languages';
import { formatAmount } from '@skybook/domain/money-format';
import { useTranslation } from 'react-i18next';
import { RadioButton, RadioField, RadioGroup } from 'react-aria-components';

export interface MethodListProps {
  readonly methods: readonly PaymentMethod[];
  readonly selected: string | null;
  readonly onSelect: (method: PaymentMethod) => void;
  readonly language: Language;
}

type Section = 'cards' | 'bankAccount' | 'wallet' | 'other' | 'payLater';

/** requirements §3 groups: pay later apart; pay now by what it pays from (card, bank account, wallet, other). */
function sectionOf(method: PaymentMethod): Section {
  if (method.group === 'PAY_LATER') return 'payLater';
  if (method.kind === 'card') return 'cards';
  if (method.accountKind === 'BANK_ACCOUNT') return 'bankAccount';
  if (method.accountKind === 'WALLET') return 'wallet';
  return 'other';
}

const SECTIONS: readonly {
  readonly group: 'PAY_NOW' | 'PAY_LATER';
  readonly sections: readonly Section[];
}[] = [
  { group: 'PAY_NOW', sections: ['cards', 'bankAccount', 'wallet', 'other'] },
  { group: 'PAY_LATER', sections: ['payLater'] },
];

/**
 * The methods as one radio group (arrow keys move between them), under "pay now" and "pay later"
 * headings and by what they pay from; each shows its fee before anything is paid, and a method
 * that cannot be used says why.
 */
export function MethodList({ methods, selected, onSelect, language }: MethodListProps) {
  const { t } = useTranslation('payment');
  const byIdentifier = new Map<string, PaymentMethod>(methods.map((method) => [method.identifier, method]));
  return (
    <RadioGroup
      className="pay-methods"
      aria-labelledby="pay-methods-title"
      value={selected}
      onChange={(identifier) => {
        const method = byIdentifier.get(identifier);
        if (method) onSelect(method);
      }}
    >
      <h2 id="pay-methods-title" className="pay-section-title">
        {t('methods.title')}
      </h2>
      {SECTIONS.map(({ group, sections }) => {
        const inGroup = methods.filter((method) => sections.includes(sectionOf(method)));
        if (inGroup.length === 0) return null;
        return (
          <div key={group} className="pay-methods__group">
            <h3 className="pay-methods__group-title">{t(`methods.groups.${group}`)}</h3>
            {sections.map((section) => {
              const list = inGroup.filter((method) => sectionOf(method) === section);
              if (list.length === 0) return null;
              return (
                <div key={section} className="pay-methods__section">
                  {section === 'payLater' ? null : (
                    <h4 className="pay-methods__section-title">{t(`methods.sections.${section}`)}</h4>
                  )}
                  {list.map((method) => (
                    <RadioField
                      key={method.identifier}
                      value={method.identifier}
                      isDisabled={!method.isAvailable}
                    >
                      <RadioButton className="pay-method">
                        <span className="pay-method__dot" aria-hidden="true" />
                        <span className="pay-method__text">
                          <span className="pay-method__name">{method.name}</span>
                          <span className="pay-method__description">{method.description}</span>
                          {method.unavailableReason ? (
                            <span className="pay-method__unavailable">
                              {t(`methods.unavailable.${method.unavailableReason}`)}
                            </span>
                          ) : null}
                        </span>
                        <span className="pay-method__fee">
                          {method.fee.totalAmount === 0
                            ? t('methods.noFee')
                            : t('methods.fee', {
                                amount: formatAmount(method.fee.totalAmount, method.fee.currency, language),
                              })}
                        </span>
                      </RadioButton>
                    </RadioField>
                  ))}
                </div>
              );
            })}
          </div>
        );
      })}
    </RadioGroup>
  );
}
