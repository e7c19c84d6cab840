import type {
  CertificateDto,
  CertificateRequest as CertificateRequestBody,
} from '@skybook/contracts/certificate';
import type { Language } from '@skybook/domain/languages';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api-client';
import { useRequestCertificate } from '../api/request-certificate';
import { contractResolver, issueOnNamedField } from '../../../lib/form-resolver';
import { CertificateView } from './CertificateView';
import { errorTextOf, TextField } from '../../../components/ui/TextField';
import '../certificate.css';

type Values = Pick<CertificateRequestBody, 'locator' | 'lastName' | 'firstName'>;

const EMPTY: Values = { locator: '', lastName: '', firstName: '' };
const FIELDS = ['locator', 'lastName', 'firstName'] as const;

const resolver = contractResolver<Values>({
  schema: () => import('@skybook/contracts/certificate').then((module) => module.certificateRequestSchema),
  issueOf: issueOnNamedField(FIELDS),
  submits: 'parsed',
});

export interface CertificateRequestProps {
  readonly language: Language;
}

/**
 * "Request a certificate" (requirements §2 /flights-operation-certificate, §7 PATCH certificate): the
 * booking code and a traveller's names → the certificate of what happened to the booking's
 * flights, with its PDF; the server's refusals (not paid, not flown yet, not found) in an alert.
 */
export function CertificateRequest({ language }: CertificateRequestProps) {
  const { t } = useTranslation('contentPages');
  const headingId = useId();
  const request = useRequestCertificate();
  const [issued, setIssued] = useState<{ certificate: CertificateDto; names: Values } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, reset } = useForm<Values>({
    defaultValues: EMPTY,
    resolver,
    mode: 'onTouched',
  });

  async function submit(values: Values): Promise<void> {
    setFailure(null);
    try {
      const { certificate } = await request.mutateAsync({ ...values, languageId: language });
      setIssued({ certificate, names: values });
    } catch (error) {
      // The server words its errors in the page's language; a network failure is the client's.
      setFailure(
        error instanceof ApiError && error.message !== '' ? error.message : t('certificate.request.failed'),
      );
    }
  }

  return (
    <section className="certificate" aria-labelledby={headingId}>
      <h2 id={headingId} className="certificate__heading">
        {t('certificate.request.heading')}
      </h2>
      {issued ? (
        <CertificateView
          certificate={issued.certificate}
          names={issued.names}
          language={language}
          onAnother={() => {
            reset(EMPTY);
            setIssued(null);
          }}
        />
      ) : (
        <form
          className="certificate__form"
          noValidate
          aria-labelledby={headingId}
          onSubmit={(event) => {
            if (request.isPending) event.preventDefault();
            else void handleSubmit(submit)(event);
          }}
        >
          <p className="certificate__intro">{t('certificate.request.intro')}</p>
          <div className="certificate__fields">
            <TextField
              control={control}
              name="locator"
              id="certificate-locator"
              isRequired
              label={t('certificate.request.locator')}
              autoComplete="off"
              maxLength={20}
              filter={(text) => text.toUpperCase()}
              errorText={errorTextOf(t('certificate.request.errors.locator'))}
            />
            <TextField
              control={control}
              name="lastName"
              id="certificate-lastName"
              isRequired
              label={t('certificate.request.lastName')}
              autoComplete="family-name"
              maxLength={100}
              errorText={errorTextOf(t('certificate.request.errors.lastName'))}
            />
            <TextField
              control={control}
              name="firstName"
              id="certificate-firstName"
              isRequired
              label={t('certificate.request.firstName')}
              hint={t('certificate.request.firstNameHint')}
              autoComplete="given-name"
              maxLength={100}
              errorText={errorTextOf(t('certificate.request.errors.firstName'))}
            />
          </div>
          {failure ? (
            <p role="alert" className="certificate__failure">
              {failure}
            </p>
          ) : null}
          <Button type="submit" isPending={request.isPending}>
            {request.isPending ? t('certificate.request.submitting') : t('certificate.request.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
