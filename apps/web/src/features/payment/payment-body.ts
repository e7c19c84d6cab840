import type { CreatePaymentBody } from '@skybook/contracts/payment';
import type { PaymentMethod } from '@skybook/contracts/payment-methods';
import { cardBrandCode, validateCardNumber, validateHolderName } from '@skybook/domain/card-rules';
import type { Language } from '@skybook/domain/languages';
import { paymentFieldsRequest, trimmedBilling, type PaymentFormValues } from './payment-form-model';

/**
 * The POST /payment body for the chosen method from a valid form: the total the traveller
 * confirmed (fee included) and the method's own part — for a card, the card encrypted for the
 * acquirer (the number, expiry, CVV and holder never appear in the body in clear).
 */
export async function paymentBody(
  method: PaymentMethod,
  values: PaymentFormValues,
  locator: string,
  language: Language,
): Promise<CreatePaymentBody> {
  const base: CreatePaymentBody = {
    reservationLocator: locator,
    identifier: method.identifier,
    amount: method.total,
    languageId: language,
    acceptedTerms: values.acceptedTerms,
  };
  switch (method.kind) {
    case 'card': {
      const number = validateCardNumber(values.card.number);
      const holder = validateHolderName(values.card.holderName);
      if (!number.ok || !holder.ok) throw new Error('The card form was submitted invalid');
      // jose loads only when a card is paid with, not with the page.
      const { encryptCard } = await import('./encrypt-card');
      const token = await encryptCard(
        {
          number: number.value.digits,
          expiry: values.card.expiry.replace(/\s/g, ''),
          cvv: values.card.cvv.trim(),
          holderName: holder.value,
        },
        new Date(),
      );
      return {
        ...base,
        card: { token, brand: cardBrandCode(number.value.network), billing: trimmedBilling(values.billing) },
      };
    }
    case 'voucher':
      return { ...base, voucher: paymentFieldsRequest(values, method.kind).voucher };
    case 'payLater':
      return { ...base, payLater: paymentFieldsRequest(values, method.kind).payLater };
    case 'wallet':
      return { ...base, wallet: paymentFieldsRequest(values, method.kind).wallet };
    case 'instalment': {
      const { instalment } = paymentFieldsRequest(values, method.kind);
      const tenorMonths = instalment?.tenorMonths;
      if (instalment === undefined || tenorMonths === undefined)
        throw new Error('The instalment form was submitted invalid');
      return { ...base, instalment: { ...instalment, tenorMonths } };
    }
    default:
      return base;
  }
}
