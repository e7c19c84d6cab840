import type { CheckinJourney, TravelDocument } from '@skybook/contracts/checkin';
import { documentValidLongEnough } from '@skybook/domain/check-in-rules';
import type { Resolver } from 'react-hook-form';
import { contractResolver, type FormIssue } from '../../lib/form-resolver';
import { lastFlightDay } from './journey-format';
import type { CheckinDraft } from './stores/checkin-draft';

/*
 * The passengers step's form (requirements §2 /checkin/select-passengers): who checks in, their
 * passports on an international journey, and the dangerous-goods notice. Checked with the
 * contract's `checkinBodySchema` on the request it becomes, plus the rule the schema cannot
 * know: a passport valid six months after the last flight.
 */

export interface PassengerChoice {
  readonly key: string;
  readonly selected: boolean;
  readonly number: string;
  readonly nationality: string;
  readonly expiresOn: string;
}

export interface PassengersValues {
  readonly passengers: PassengerChoice[];
  readonly accepted: boolean;
}

export type PassengersIssue =
  | 'required'
  | 'invalidPassport'
  | 'invalidCountry'
  | 'invalidDate'
  | 'tooShort'
  | 'chooseOne'
  | 'notAccepted';

/** The contract's own messages for a passport's fields. */
const DOCUMENT_ISSUES = ['invalidPassport', 'invalidCountry', 'invalidDate'] as const;

function isDocumentIssue(message: string): message is (typeof DOCUMENT_ISSUES)[number] {
  return (DOCUMENT_ISSUES as readonly string[]).includes(message);
}

/** The form's first values: the draft's, else each passenger chosen with what the booking knows of the passport. */
export function initialValues(eligible: CheckinJourney['passengers'], draft: CheckinDraft): PassengersValues {
  return {
    passengers: eligible.map((passenger) => {
      const document = draft.documents[passenger.key];
      return {
        key: passenger.key,
        selected: draft.passengerKeys.includes(passenger.key),
        number: document?.number ?? passenger.knownDocument.number,
        nationality: document?.nationality ?? passenger.knownDocument.nationality,
        expiresOn: document?.expiresOn ?? '',
      };
    }),
    accepted: draft.dangerousGoodsAccepted,
  };
}

/** The passport a choice gives, as the request carries it. */
export function documentOf(choice: PassengerChoice): TravelDocument {
  return {
    number: choice.number.trim().toUpperCase(),
    nationality: choice.nationality,
    expiresOn: choice.expiresOn,
  };
}

interface CheckRequest {
  readonly departureKey: string;
  readonly passengers: readonly { key: string; document?: TravelDocument; seats: [] }[];
  readonly dangerousGoodsAccepted: boolean;
}

/** The resolver of the form for `journey`, whose passengers `formKeys` are, in the form's order. */
export function passengersResolver(
  journey: CheckinJourney,
  formKeys: readonly string[],
): Resolver<PassengersValues> {
  const flightDay = lastFlightDay(journey);
  const toRequest = (values: PassengersValues): CheckRequest => ({
    departureKey: journey.key,
    passengers: values.passengers
      .filter((choice) => choice.selected)
      .map((choice) => ({
        key: choice.key,
        ...(journey.international ? { document: documentOf(choice) } : {}),
        seats: [],
      })),
    dangerousGoodsAccepted: values.accepted,
  });
  return contractResolver<PassengersValues, CheckRequest, PassengersIssue>({
    schema: () => import('@skybook/contracts/checkin').then((module) => module.checkinBodySchema),
    toRequest,
    issueOf: (issue, request) => {
      const [list, index, part, field] = issue.path;
      if (list !== 'passengers') return null;
      // Nobody chosen: said on the first checkbox, which takes the focus.
      if (index === undefined) return { field: 'passengers.0.selected', message: 'chooseOne' };
      const key = typeof index === 'number' ? request.passengers[index]?.key : undefined;
      const formIndex = key === undefined ? -1 : formKeys.indexOf(key);
      if (formIndex < 0 || part !== 'document' || typeof field !== 'string') return null;
      const input: unknown = 'input' in issue ? issue.input : undefined;
      const message = input === '' || !isDocumentIssue(issue.message) ? 'required' : issue.message;
      return { field: `passengers.${formIndex}.${field}`, message };
    },
    refine: (values) => {
      const issues: FormIssue<PassengersIssue>[] = [];
      if (journey.international) {
        values.passengers.forEach((choice, index) => {
          if (
            choice.selected &&
            /^\d{4}-\d{2}-\d{2}$/.test(choice.expiresOn) &&
            !documentValidLongEnough(choice.expiresOn, flightDay)
          )
            issues.push({ field: `passengers.${index}.expiresOn`, message: 'tooShort' });
        });
      }
      if (!values.accepted) issues.push({ field: 'accepted', message: 'notAccepted' });
      return issues;
    },
  });
}
