import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { CalendarPlus } from 'lucide-react';
import { saleStageByKey, saleStageNames } from '@eco/contracts/stages';
import { ICS_CONTENT_TYPE, saleStageIcsFileName, saleStageOpeningIcs } from '@eco/shared/ics';
import { limits } from '@eco/shared/limits';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form/field';
import { FormStatus, type SubmissionStatus } from '@/components/ui/form/form-status';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { saveFile } from '@/lib/download';
import { issueText } from '@/lib/field-rule-words';
import { submissionErrorMessage } from '@/lib/form-errors';
import { formatUtcDateTime } from '@/lib/format';
import { signUpForStageAlert } from '../api/stage-alerts';
import { InEnglish } from '@/components/ui/in-english';

export interface StageAlertSignupProps {
  chainId: number;
  /** The contract's stage number: 0 partners, 1 private, 2 public. */
  stage: number;
  /** "Private", as the site labels the stage. */
  stageLabel: string;
  /** When the stage is scheduled to open; null when no time is set. */
  opensAt: Date | null;
  /** The level of the widget's heading in the page that holds it (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * "Tell me when this stage opens": an address for one mail when the stage opens (confirmed from
 * a mail first), and the opening time as a calendar file made in the browser with the same
 * builder the API's mails use. Light on purpose, as it sits on content pages: plain state and
 * fetch, and zod (the shared schema) loads only when the visitor submits.
 */
export function StageAlertSignup({
  chainId,
  stage,
  stageLabel,
  opensAt,
  headingLevel = 3,
}: StageAlertSignupProps) {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [status, setStatus] = useState<SubmissionStatus>(null);
  const [sending, setSending] = useState(false);
  const headingId = useId();
  const consentId = useId();
  const Heading = `h${headingLevel}` as const;

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setStatus(null);
    setEmailError(undefined);
    try {
      const { stageAlertSignupSchema } = await import('@eco/shared/stage-alerts');
      const parsed = stageAlertSignupSchema.safeParse({ email, chainId, stage });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const onEmail = parsed.error.issues.find((i) => i.path[0] === 'email');
        if (onEmail) setEmailError(issueText(onEmail));
        else {
          setStatus({
            kind: 'error',
            message: issue ? issueText(issue) : t`This alert cannot be set.`,
          });
        }
        return;
      }
      const { message } = await signUpForStageAlert(parsed.data);
      setEmail('');
      setStatus({ kind: 'success', message });
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      if (fields.email) setEmailError(fields.email);
      // The chain or the stage is the page's choice, not the visitor's: say what is wrong with it
      // rather than "some fields need attention" beside a field that is fine.
      const other = Object.entries(fields).find(([name]) => name !== 'email')?.[1];
      setStatus({ kind: 'error', message: other ?? submissionErrorMessage(error) });
    } finally {
      setSending(false);
    }
  };

  const downloadCalendar = () => {
    if (!opensAt) return;
    // The calendar file is written in English, whatever the page's language (as the PDFs are):
    // its event names the stage as the contract's configuration does.
    const english = saleStageByKey[saleStageNames[stage] ?? 'public'].label;
    const file = saleStageOpeningIcs({
      chainId,
      stage,
      stageLabel: english,
      opensAt,
      siteUrl: env.VITE_SITE_URL,
    });
    saveFile(file, ICS_CONTENT_TYPE, saleStageIcsFileName(english));
  };

  const opening = opensAt ? formatUtcDateTime(opensAt) : null;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <div className="space-y-1">
        <Heading id={headingId} className="font-semibold text-brand-950">
          {t`Tell me when the ${stageLabel} sale opens`}
        </Heading>
        <p className="text-sm text-slate-700">
          {opening
            ? t`Scheduled to open at ${opening}. The team can move this time; the alert follows the chain.`
            : t`No opening time is set yet.`}
        </p>
      </div>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby={headingId}
        aria-describedby={consentId}
        className="space-y-3"
      >
        <InputField
          label={t`Email`}
          type="email"
          autoComplete="email"
          maxLength={limits.email}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailError}
        />
        <p id={consentId} className="text-sm text-slate-600">
          <Trans>
            We mail this address a link to confirm the alert. Once you confirm, we send one mail
            when the {stageLabel} sale opens and delete the address 30 days later. Every mail has a
            link to unsubscribe. See our{' '}
            <Link to={paths.privacy} className="font-medium text-brand-800 underline">
              privacy notice
            </Link>
            .
          </Trans>
        </p>
        <FormStatus status={status} />
        <Button type="submit" disabled={sending}>
          {sending ? t`Sending…` : t`Tell me when it opens`}
        </Button>
      </form>
      {opensAt ? (
        <Button type="button" variant="outline" size="sm" onClick={downloadCalendar}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          <span>
            {t`Add to calendar (.ics)`}
            <InEnglish />
          </span>
        </Button>
      ) : null}
    </section>
  );
}
