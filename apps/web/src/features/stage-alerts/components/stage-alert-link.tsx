import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { MailedLinkAction, StatusWithLink } from '@/components/mailed-link';
import { paths } from '@/config/paths';
import { confirmStageAlert, unsubscribeStageAlert } from '../api/stage-alerts';

const actions = {
  confirm: {
    text: {
      intro: msg`Press the button to confirm that you want one mail when the stage opens. The link works once.`,
      button: msg`Confirm my alert`,
      pending: msg`Confirming…`,
    },
    send: confirmStageAlert,
  },
  unsubscribe: {
    text: {
      intro: msg`Press the button to stop this alert: your address is deleted from it and no more mail about it will come.`,
      button: msg`Unsubscribe`,
      pending: msg`Unsubscribing…`,
    },
    send: unsubscribeStageAlert,
  },
} as const;

/**
 * The page a sale alert's link opens: confirm the alert, or stop it, on a press (one that ran on
 * load would confirm an alert nobody asked for, or stop one somebody wants). A mail client's own
 * "Unsubscribe" button posts to the API directly (RFC 8058).
 */
export function StageAlertLink({
  action,
  token,
}: {
  action: keyof typeof actions;
  token: string | null | undefined;
}) {
  const { send, text } = actions[action];
  return (
    <MailedLinkAction
      token={token}
      incomplete={t`This link is incomplete. Open the link from the mail again.`}
      text={{
        intro: i18n._(text.intro),
        button: i18n._(text.button),
        pending: i18n._(text.pending),
      }}
      send={async (value) => (await send(value)).message}
      done={(message) => (
        <StatusWithLink
          status={{ kind: 'success', message }}
          to={paths.about.token}
          label={t`See the sale’s stages`}
        />
      )}
      problem={(message) => (
        <StatusWithLink
          status={{ kind: 'error', message }}
          to={paths.about.token}
          variant="outline"
          label={t`Go to the token page`}
        />
      )}
    />
  );
}
