import {
  searchByPaxRules,
  type HappyReturnCategoryDto,
  type SearchByPaxRequest,
  type SearchByPaxResponse,
} from '@skybook/contracts/happy-returns';
import type { IsoDate } from '@skybook/domain/clock';
import type { Language } from '@skybook/domain/languages';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/Button';
import { useSearchFoundItems } from '../api/search-found-items';
import { contractResolver } from '../../../lib/form-resolver';
import { flightDateBounds, rulesContext, serverFieldIssues } from '../form-rules';
import { useErrorText, useFailureText } from './form-messages';
import { FoundItemResults } from './FoundItemResults';
import { SelectField, TextField } from './fields';

type SearchValues = Required<SearchByPaxRequest>;

const EMPTY: SearchValues = {
  bookingCode: '',
  familyName: '',
  flightNumber: '',
  flightDate: '',
  categoryId: '',
};
const FIELDS = Object.keys(EMPTY);
const ID_PREFIX = 'hr-search';

export interface FoundItemSearchProps {
  readonly language: Language;
  readonly today: IsoDate;
  readonly categories: readonly HappyReturnCategoryDto[];
  /** The claim page's path for an item. */
  readonly claimPath: (itemId: string) => string;
  /** Where the lost-item report is on the page (`#…`), offered when nothing matches. */
  readonly reportAnchor: string;
  /** The id of the heading that names the search. */
  readonly headingId: string;
}

/**
 * "Search by passenger" (requirements §7 search-by-pax): the booking code with the family name, or the
 * flight number and/or date, narrowed by category; the found items that match, each with its claim.
 */
export function FoundItemSearch({
  language,
  today,
  categories,
  claimPath,
  reportAnchor,
  headingId,
}: FoundItemSearchProps) {
  const { t } = useTranslation('happyReturn');
  const errorText = useErrorText();
  const failureText = useFailureText();
  const search = useSearchFoundItems();
  const [results, setResults] = useState<SearchByPaxResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const categoryIds = useMemo(() => categories.map((category) => category.id), [categories]);
  const resolver = useMemo(
    () =>
      contractResolver<SearchValues>({ schema: () => searchByPaxRules(rulesContext(today, categoryIds)) }),
    [today, categoryIds],
  );
  const { control, handleSubmit, setError, formState } = useForm<SearchValues>({
    defaultValues: EMPTY,
    resolver,
    mode: 'onTouched',
  });
  const bounds = flightDateBounds(today);

  async function submit(values: SearchValues): Promise<void> {
    setFailure(null);
    try {
      setResults(await search.mutateAsync(values));
    } catch (error) {
      const issues = serverFieldIssues(error, FIELDS);
      for (const { field, message } of issues)
        setError(field as keyof SearchValues, { type: 'server', message });
      if (issues.length === 0) setFailure(failureText(error));
    }
  }

  // Each answer replaces the form's place in the reading order: take the reader there once it is
  // on screen (an animation frame may come before React has committed an update made after an await).
  useEffect(() => {
    if (results) resultsHeading.current?.focus();
  }, [results]);

  const rootError = errorText(formState.errors.root?.message);
  return (
    <div className="hr-search">
      <form
        className="hr-form"
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => {
          if (search.isPending) event.preventDefault();
          else void handleSubmit(submit)(event);
        }}
      >
        <fieldset className="hr-fieldset">
          <legend className="hr-fieldset__legend">{t('search.byBooking')}</legend>
          <div className="hr-grid">
            <TextField
              control={control}
              name="bookingCode"
              idPrefix={ID_PREFIX}
              label={t('search.fields.bookingCode')}
              hint={t('search.hints.bookingCode')}
              maxLength={6}
              filter={(text) => text.toUpperCase().replace(/[^A-Z0-9]/g, '')}
            />
            <TextField
              control={control}
              name="familyName"
              idPrefix={ID_PREFIX}
              label={t('search.fields.familyName')}
              autoComplete="family-name"
              maxLength={40}
            />
          </div>
        </fieldset>
        <fieldset className="hr-fieldset">
          <legend className="hr-fieldset__legend">{t('search.byFlight')}</legend>
          <div className="hr-grid">
            <TextField
              control={control}
              name="flightNumber"
              idPrefix={ID_PREFIX}
              label={t('search.fields.flightNumber')}
              hint={t('search.hints.flightNumber')}
              maxLength={8}
              filter={(text) => text.toUpperCase()}
            />
            <TextField
              control={control}
              name="flightDate"
              idPrefix={ID_PREFIX}
              type="date"
              label={t('search.fields.flightDate')}
              min={bounds.min}
              max={bounds.max}
            />
            <SelectField
              control={control}
              name="categoryId"
              idPrefix={ID_PREFIX}
              label={t('search.fields.categoryId')}
              placeholder={t('search.anyCategory')}
              options={categories.map((category) => ({ value: category.id, label: category.name }))}
            />
          </div>
        </fieldset>
        <div role="alert" className="hr-alert-slot">
          {rootError === undefined && failure === null ? null : (
            <p className="hr-alert">{failure ?? rootError}</p>
          )}
        </div>
        <Button type="submit" className="hr-submit" isPending={search.isPending}>
          {search.isPending ? t('search.submitting') : t('search.submit')}
        </Button>
      </form>
      {results ? (
        <FoundItemResults
          results={results}
          language={language}
          claimPath={claimPath}
          reportAnchor={reportAnchor}
          headingRef={resultsHeading}
        />
      ) : null}
    </div>
  );
}
