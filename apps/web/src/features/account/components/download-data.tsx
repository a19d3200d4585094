import { t } from '@lingui/core/macro';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form/form-status';
import { useSubmission } from '@/hooks/use-submission';
import { apiRequest } from '@/lib/api-client';
import { saveJson } from '@/lib/download';

/** Saves everything the API stores about the account (GET /api/account/export) as a JSON file. */
export function DownloadData() {
  const { status, pending: busy, run } = useSubmission();

  const download = () =>
    run(async () => {
      // Fetched, not linked: a failure (a session that ended) is shown here instead of a
      // browser error page, and VITE_API_URL may be on another origin.
      const data = await apiRequest<unknown>('/account/export');
      saveJson(data, `eco-account-data-${new Date().toISOString().slice(0, 10)}.json`);
      return t`Your data is saved as a JSON file.`;
    });

  return (
    <div className="space-y-4">
      <Button variant="outline" onClick={() => void download()} disabled={busy}>
        <Download aria-hidden="true" className="size-4" />
        {busy ? t`Preparing…` : t`Download my data`}
      </Button>
      <FormStatus status={status} />
    </div>
  );
}
